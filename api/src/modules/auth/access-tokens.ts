import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { randomSecret } from './secrets';

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
const ISSUER = 'silk-road-api';
const AUDIENCE = 'silk-road';

export type AccessTokenCheck = { ok: true; userId: string } | { ok: false; reason: 'expired' | 'invalid' };

/** Short-lived HS256 access tokens; the algorithm is pinned, so `alg: none` and RS/HS confusion fail. */
/** Verified tokens remembered so a busy client isn't re-verified on every request. */
const VERIFIED_CACHE_SIZE = 10_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  /** token -> its subject and expiry (seconds), for tokens whose signature already checked out. */
  private readonly verified = new Map<string, { userId: string; exp: number }>();

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(userId: string): Promise<{ token: string; expiresAt: number }> {
    const now = this.clock.now();
    const expiresAt = now + ACCESS_TOKEN_TTL_MS;
    const token = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(this.key);
    return { token, expiresAt: Math.floor(expiresAt / 1000) * 1000 };
  }

  async verify(token: string): Promise<AccessTokenCheck> {
    // A signature, once verified, stays valid: only expiry can change, and the clock decides it.
    const known = this.verified.get(token);
    if (known) return Math.floor(this.clock.now() / 1000) >= known.exp ? { ok: false, reason: 'expired' } : { ok: true, userId: known.userId };
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(this.clock.now()),
        clockTolerance: 0,
      });
      if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
      this.remember(token, payload.sub, payload.exp);
      return { ok: true, userId: payload.sub };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  private remember(token: string, userId: string, exp: number): void {
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { userId, exp });
  }
}

const SECRET_NAME = 'access-token';

/** The key access tokens are signed with: the configured one, or one generated once and kept in server_secrets. */
export async function accessTokenSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) {
    // A given secret never reaches the database, and one generated before is dropped: a copy or
    // backup of the file must not carry a key that signs (or signed) live sessions.
    await db.deleteFrom('server_secrets').where('name', '=', SECRET_NAME).execute();
    return configured;
  }
  // Kept in the database so sessions survive a restart of a server that was given no secret.
  await db.insertInto('server_secrets').values({ name: SECRET_NAME, value: randomSecret() }).onConflict((oc) => oc.doNothing()).execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  return row.value;
}
