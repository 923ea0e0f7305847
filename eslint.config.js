import js from '@eslint/js';
import boundaries from '@boundaries/eslint-plugin';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The architecture's nevers (shared/DESIGN.md §1, §3), as lint errors. Elements are folders from
 * the root; a file belongs to the first that matches, so the most specific come first.
 */
const ELEMENTS = [
  { type: 'shared', pattern: 'shared' },
  { type: 'api', pattern: 'api' },
  { type: 'phaser', pattern: 'desktop/renderer/src/game' },
  { type: 'renderer-net', pattern: 'desktop/renderer/src/net' },
  { type: 'renderer-state', pattern: 'desktop/renderer/src/server-state' },
  { type: 'renderer-ui', pattern: 'desktop/renderer/src/ui' },
  { type: 'renderer', pattern: 'desktop/renderer' },
  { type: 'desktop-main', pattern: 'desktop/main' },
  { type: 'desktop-preload', pattern: 'desktop/preload' },
  { type: 'desktop', pattern: 'desktop' },
].map((element) => ({ ...element, partialMatch: false }));

const RENDERER = ['phaser', 'renderer-net', 'renderer-state', 'renderer-ui', 'renderer'];
const DESKTOP = [...RENDERER, 'desktop-main', 'desktop-preload', 'desktop'];

/** The only packages shared/ may import: it is pure data and rules (its tests run under vitest). */
const SHARED_PACKAGES = ['zod', 'vitest'];

/**
 * Evaluated in order, the last matching policy deciding; anything no policy names is allowed.
 * Workspace packages are not resolved to files here (their entries are TypeScript behind package
 * `exports`, which this resolver does not read), so they count as external modules and are
 * matched by their import source.
 */
const BOUNDARY_POLICIES = [
  {
    disallow: { dependency: { source: '@silkroad/*/**/*' } },
    message: 'Import another workspace through its package entry (@silkroad/shared, @silkroad/api), not a path inside it.',
  },
  {
    // The API's declared second entries (api/package.json `exports`): SQLite's error classifier,
    // which the desktop's local store shares without loading the server, and the real server on
    // loopback for other workspaces' tests.
    allow: { dependency: { source: ['@silkroad/api/sqlite-errors', '@silkroad/api/test-support'] } },
  },
  {
    from: { element: { type: 'shared' } },
    disallow: { to: { element: { type: ['api', ...DESKTOP] } } },
    message: 'shared/ imports nothing from api/ or desktop/.',
  },
  {
    from: { element: { type: 'api' } },
    disallow: { to: { element: { type: ['shared', ...DESKTOP] } } },
    message: 'A relative path out of api/ reaches into another workspace: import @silkroad/shared instead.',
  },
  {
    from: { element: { type: DESKTOP } },
    disallow: { to: { element: { type: ['shared', 'api'] } } },
    message: 'A relative path out of desktop/ reaches into another workspace: import @silkroad/shared or @silkroad/api (declared in desktop/package.json) instead.',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: [{ to: { module: { origin: 'core' } } }, { to: { module: { origin: 'external' } } }],
    message: 'shared/ is pure data and rules: no Node built-ins, and no package but zod (no api/ or desktop/, no DOM or server library).',
  },
  {
    from: { element: { type: 'shared' } },
    allow: { to: { module: { origin: 'external', source: SHARED_PACKAGES } } },
  },
  {
    from: { element: { type: RENDERER } },
    disallow: [
      { to: { element: { type: ['api', 'desktop-main', 'desktop-preload'] } } },
      { dependency: { source: ['@silkroad/api', '@silkroad/api/**'] } },
      { to: { module: { origin: 'core' } } },
    ],
    message: 'The renderer runs in a browser page: it never imports api/, the Electron main process or preload, or Node built-ins; it reaches them over HTTP, the socket or window.silkroad.',
  },
  {
    from: { element: { type: 'phaser' } },
    disallow: [{ to: { element: { type: ['renderer-net', 'renderer-state', 'renderer-ui'] } } }, { dependency: { source: ['react', 'react-dom', 'react-dom/**'] } }],
    message: 'Phaser code (renderer/src/game) never imports net/, server-state/ or ui/, nor React: it talks to them through the game bus (renderer/src/bus).',
  },
  {
    from: { element: { type: ['renderer-net', 'renderer-state'] } },
    disallow: { to: { element: { type: 'renderer-ui' } } },
    message: 'Server data flows one way: ui/ reads server-state/, which calls net/; neither reaches back into ui/.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-web/**', 'data/**', 'test-results/**', 'desktop/dist-main/**', 'dist-desktop/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': ELEMENTS,
      // Relative imports name TypeScript files without their extension.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies: BOUNDARY_POLICIES }],
    },
  },
  {
    files: ['desktop/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
