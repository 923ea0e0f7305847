import { config } from 'zod';

/**
 * The page's Content-Security-Policy forbids eval, and zod probes for it with `new Function`,
 * which the browser reports as a violation. jitless mode skips the probe; imported first by the
 * entry so it runs before any schema is built.
 */
config({ jitless: true });
