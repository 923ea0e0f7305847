import { resolve } from 'node:path';

export interface GoogleCredentials {
  clientId: string;
  clientSecret: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Path of the SQLite database, or ':memory:'. */
  databasePath: string;
  /** Where this API is reached from the outside: the base of its own callback URLs. */
  publicUrl: string;
  /** Origins a web client may be sent back to after sign-in. */
  webOrigins: string[];
  /** The desktop app's private-use redirect scheme (reverse-domain). */
  desktopScheme: string;
  /** Google OAuth client; without it sign-in goes through the local identity provider. */
  google: GoogleCredentials | null;
  /** Development mode mounts test-only helpers; production never does. */
  devMode: boolean;
  /** The built web bundle to serve at '/', if any. */
  webDistDir: string | null;
  /** Secret for access tokens; without it one is generated and kept in the database. */
  jwtSecret: string | null;
}

export const DESKTOP_SCHEME = 'io.silkroad.game';

/** Reads the configuration from the environment, with the defaults the README documents. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3001);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const extraOrigins = (env.WEB_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  const devMode = env.NODE_ENV !== 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databasePath: env.DATABASE_PATH ?? resolve('data/silkroad.db'),
    publicUrl,
    webOrigins: [...new Set([publicUrl, `http://127.0.0.1:${port}`, ...(devMode ? ['http://localhost:5173'] : []), ...extraOrigins])],
    desktopScheme: DESKTOP_SCHEME,
    google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } : null,
    devMode,
    webDistDir: env.WEB_DIST_DIR ?? resolve('desktop/dist-web'),
    jwtSecret: env.JWT_SECRET ?? null,
  };
}
