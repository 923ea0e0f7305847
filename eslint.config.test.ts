import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The architecture's boundaries are lint errors (eslint.config.js), so `npm run lint` fails on a
 * violation. Each case lints a small module as if it lived at the given path of this tree, with
 * the real configuration; the paths need not exist, what they import does.
 */

const RULE = 'boundaries/dependencies';

/** The start of each policy's message in eslint.config.js: which boundary a case crossed. */
const DEEP = 'Import another workspace through its package entry';
const CROSSING = 'A relative path out of';
const SHARED = 'shared/ is pure data and rules';
const RENDERER = 'The renderer runs in a browser page';
const PHASER = 'Phaser code (renderer/src/game) never imports';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: import.meta.dirname });
});

/** The boundary errors a module at `filePath` (relative to the root) gets. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`no lint result for ${filePath}`);
  return result.messages.filter((message) => message.ruleId === RULE && message.severity === 2).map((message) => message.message);
}

describe('architectural boundaries in lint', () => {
  it.each([
    ['the renderer importing api/ by path', 'desktop/renderer/src/ui/boundary-probe.ts', "import { startServer } from '../../../../api/src/server';\nexport const probe = startServer;\n", RENDERER],
    ['the renderer importing the API package', 'desktop/renderer/src/net/boundary-probe.ts', "import { startServer } from '@silkroad/api';\nexport const probe = startServer;\n", RENDERER],
    ['the renderer importing the Electron main process', 'desktop/renderer/src/boundary-probe.ts', "import { APP_ORIGIN } from '../../main/src/app-protocol';\nexport const probe = APP_ORIGIN;\n", RENDERER],
    ['the renderer importing a Node built-in', 'desktop/renderer/src/ui/boundary-probe.ts', "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n", RENDERER],
    ['shared/ importing a Node built-in', 'shared/src/rules/boundary-probe.ts', "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n", SHARED],
    ['shared/ importing a Node built-in without the node: prefix', 'shared/src/rules/boundary-probe.ts', "import path from 'path';\nexport const probe = path;\n", SHARED],
    ['shared/ importing the API package', 'shared/src/protocol/boundary-probe.ts', "import { startServer } from '@silkroad/api';\nexport const probe = startServer;\n", SHARED],
    ['shared/ importing desktop/ by path', 'shared/src/protocol/boundary-probe.ts', "import { GameBus } from '../../../desktop/renderer/src/bus/game-bus';\nexport const probe = GameBus;\n", 'shared/ imports nothing'],
    ['shared/ importing a DOM library', 'shared/src/catalogue/boundary-probe.ts', "import { createElement } from 'react';\nexport const probe = createElement;\n", SHARED],
    ['Phaser code importing net/', 'desktop/renderer/src/game/world/boundary-probe.ts', "import { ApiClient } from '../../net/api-client';\nexport const probe = ApiClient;\n", PHASER],
    ['Phaser code importing ui/', 'desktop/renderer/src/game/boundary-probe.ts', "import { World } from '../ui/world/World';\nexport const probe = World;\n", PHASER],
    ['desktop/main importing api/ by path', 'desktop/main/src/offline/boundary-probe.ts', "import { startServer } from '../../../../api/src/server';\nexport const probe = startServer;\n", CROSSING],
    ['desktop/main importing shared/ by path', 'desktop/main/src/auth/boundary-probe.ts', "import { DESKTOP_SCHEME } from '../../../../shared/src/protocol/desktop';\nexport const probe = DESKTOP_SCHEME;\n", CROSSING],
    ['api/ importing shared/ by path', 'api/src/http/boundary-probe.ts', "import { DESKTOP_APP_ORIGIN } from '../../../shared/src/protocol/desktop';\nexport const probe = DESKTOP_APP_ORIGIN;\n", CROSSING],
    ['a path inside the API package', 'desktop/main/src/store/boundary-probe.ts', "import { sqliteErrorCode } from '@silkroad/api/src/db/sqlite-errors';\nexport const probe = sqliteErrorCode;\n", DEEP],
    ['a path inside the shared package', 'desktop/renderer/src/audio/boundary-probe.ts', "import { seededRandom } from '@silkroad/shared/src/rules/random';\nexport const probe = seededRandom;\n", DEEP],
    ['a type-only import across the line', 'desktop/renderer/src/ui/boundary-probe.ts', "import type { ServerConfig } from '../../../../api/src/config';\nexport type Probe = ServerConfig;\n", RENDERER],
    ['a re-export across the line', 'desktop/renderer/src/ui/boundary-probe.ts', "export { startServer } from '../../../../api/src/server';\n", RENDERER],
    ['a dynamic import across the line', 'desktop/renderer/src/ui/boundary-probe.ts', "export const probe = () => import('../../../../api/src/server');\n", RENDERER],
  ])('refuses %s', async (_case, filePath, code, message) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['the renderer importing shared/ through its entry', 'desktop/renderer/src/audio/boundary-probe.ts', "import { seededRandom } from '@silkroad/shared';\nexport const probe = seededRandom;\n"],
    ['desktop/main importing the API through its entry', 'desktop/main/src/offline/boundary-probe.ts', "import { startServer } from '@silkroad/api';\nexport const probe = startServer;\n"],
    ["desktop/main's local store importing the API's declared SQLite error entry", 'desktop/main/src/store/boundary-probe.ts', "import { sqliteErrorCode } from '@silkroad/api/sqlite-errors';\nexport const probe = sqliteErrorCode;\n"],
    ["desktop/main's tests importing the API's declared test support", 'desktop/main/src/auth/boundary-probe.test.ts', "import { freePort } from '@silkroad/api/test-support';\nexport const probe = freePort;\n"],
    ['shared/ importing zod and itself', 'shared/src/rules/boundary-probe.ts', "import { z } from 'zod';\nimport { seededRandom } from './random';\nexport const probe = [z, seededRandom];\n"],
    ['Phaser code talking through the bus', 'desktop/renderer/src/game/world/boundary-probe.ts', "import { GameBus } from '../../bus/game-bus';\nexport const probe = GameBus;\n"],
    ['the UI starting the game', 'desktop/renderer/src/ui/world/boundary-probe.ts', "import { weatherShown } from '../../game/world/sky-look';\nexport const probe = weatherShown;\n"],
    ['the renderer importing the IPC contract', 'desktop/renderer/src/net/boundary-probe.ts', "import type { RefreshResult } from '../../../ipc/contract';\nexport type Probe = RefreshResult;\n"],
    ['the API importing Node built-ins', 'api/src/boundary-probe.ts', "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n"],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
