import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import type { Alias, Plugin } from 'vite';

/** Phaser's sources, found through its package.json (its `exports` map keeps `phaser/src` private). */
const PHASER_SRC = resolve(dirname(createRequire(import.meta.url).resolve('phaser/package.json')), 'src');

/**
 * Phaser's build defines these (webpack's DefinePlugin replaces `typeof FLAG`): both renderers
 * (WebGL, and the canvas the headless browsers and weak devices fall back to), sound, no debug.
 */
const FLAGS: Record<string, boolean> = { CANVAS_RENDERER: true, WEBGL_RENDERER: true, FEATURE_SOUND: true, WEBGL_DEBUG: false };
const FLAG_TEST = /typeof (CANVAS_RENDERER|WEBGL_RENDERER|FEATURE_SOUND|WEBGL_DEBUG|PLUGIN_[A-Z0-9_]+)\b/g;

/** `phaser` is the game's own selection of Phaser (phaser-custom.cjs), `phaser/src/...` Phaser's sources. */
export const PHASER_ALIASES: Alias[] = [
  { find: /^phaser$/, replacement: resolve(import.meta.dirname, 'phaser-custom.cjs') },
  { find: /^phaser\/src\/(.*)$/, replacement: `${PHASER_SRC}/$1` },
];

/** Replaces Phaser's build flags in its sources, so the branches not taken drop out of the bundle. */
export function phaserFlags(): Plugin {
  return {
    name: 'silkroad-phaser-flags',
    transform(code, id) {
      if (!id.startsWith(PHASER_SRC) || !code.includes('typeof ')) return null;
      // Each flag becomes a literal on its own line: the lines stay where they were, so no source map of it is needed.
      return { code: code.replace(FLAG_TEST, (_match, flag: string) => String(FLAGS[flag] ?? false)), map: null };
    },
  };
}
