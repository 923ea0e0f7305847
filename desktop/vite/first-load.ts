import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The first load's budget in gzipped kilobytes of JS and CSS (issue 22): what a player fetches
 * before signing in, and everything up to the world on screen. The windows come when they open.
 */
export const FIRST_LOAD_BUDGET_KB = { beforeSignIn: 160, withWorld: 550 } as const;

/** The modules whose chunks make up the world on screen, after sign-in (the screen, then Phaser and the scenes). */
const WORLD_ROOTS = ['/ui/world/World.tsx', '/game/create-game.ts'];
/** Workers are separate bundles: the sound's starts with the world (audio/sound-renderer.ts). */
const WORLD_WORKERS = /sound-worker-[^/]*\.js$/;

export interface FirstLoadFigures {
  beforeSignInKb: number;
  withWorldKb: number;
}

/** One output file of the bundle, as far as the first load needs to know it. */
export interface BundleFile {
  fileName: string;
  bytes: Uint8Array | string;
  /** Chunks only: the page's own entry. */
  isEntry?: boolean;
  /** Chunks only: the module it was built for, where it stands for one. */
  facadeModuleId?: string | null;
  imports?: readonly string[];
  css?: readonly string[];
}

export function gzippedKb(bytes: Uint8Array | string): number {
  return gzipSync(bytes, { level: 9 }).length / 1024;
}

/** The files a chunk pulls in before it runs: its static imports, all the way down, and their CSS. */
function closure(roots: readonly BundleFile[], byName: ReadonlyMap<string, BundleFile>, into: Set<string>): void {
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (into.has(file.fileName)) continue;
    into.add(file.fileName);
    for (const css of file.css ?? []) into.add(css);
    for (const name of file.imports ?? []) {
      const next = byName.get(name);
      if (next) pending.push(next);
    }
  }
}

/** The first load of a built bundle: before sign-in (the page's entry), and with the world. */
export function firstLoadFigures(files: readonly BundleFile[]): FirstLoadFigures {
  const byName = new Map(files.map((file) => [file.fileName, file]));
  const sizeOf = (names: Set<string>) => [...names].reduce((sum, name) => sum + gzippedKb(byName.get(name)?.bytes ?? ''), 0);
  const beforeSignIn = new Set<string>();
  closure(
    files.filter((file) => file.isEntry),
    byName,
    beforeSignIn,
  );
  const worldRoots = files.filter((file) => WORLD_ROOTS.some((root) => file.facadeModuleId?.endsWith(root)));
  if (worldRoots.length !== WORLD_ROOTS.length) throw new Error(`The world's chunks were not found (${WORLD_ROOTS.join(', ')})`);
  const withWorld = new Set(beforeSignIn);
  closure(worldRoots, byName, withWorld);
  for (const file of files) if (WORLD_WORKERS.test(file.fileName)) withWorld.add(file.fileName);
  return { beforeSignInKb: sizeOf(beforeSignIn), withWorldKb: sizeOf(withWorld) };
}

/** Prints the first load's figures against the budget at the end of `npm run build:web`. */
export function firstLoadReport(): Plugin {
  return {
    name: 'silkroad-first-load',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files: BundleFile[] = Object.values(bundle).map((output) =>
        output.type === 'chunk'
          ? { fileName: output.fileName, bytes: output.code, isEntry: output.isEntry, facadeModuleId: output.facadeModuleId, imports: output.imports, css: [...(output.viteMetadata?.importedCss ?? [])] }
          : { fileName: output.fileName, bytes: output.source },
      );
      const { beforeSignInKb, withWorldKb } = firstLoadFigures(files);
      const line = (label: string, kb: number, budget: number) => `  ${label}: ${kb.toFixed(1)} KB gzipped of JS and CSS (budget ${budget} KB)${kb > budget ? '  OVER BUDGET' : ''}`;
      this.info(
        ['First load:', line('before sign-in', beforeSignInKb, FIRST_LOAD_BUDGET_KB.beforeSignIn), line('with the world', withWorldKb, FIRST_LOAD_BUDGET_KB.withWorld)].join('\n'),
      );
    },
  };
}
