/**
 * What other workspaces' tests may use of the API's test support (`@silkroad/api/test-support`):
 * the real server on loopback and the pieces to drive its sign-in as a browser would. Kept apart
 * from the package's main entry so that no production bundle reaches test code.
 */
export { freePort } from './free-port';
export { startLoopbackServer, type LoopbackServer, type LoopbackServerOptions } from './loopback-server';
export { readForm } from '../modules/auth/test-helpers';
