import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import type { Db } from '../../db/database';

const SECRET_NAME = 'local-idp-signing-key';
export const LOCAL_ID_TOKEN_TTL_S = 5 * 60;

type PrivateKey = Awaited<ReturnType<typeof importJWK>>;

export interface LocalSigningKey {
  kid: string;
  privateKey: PrivateKey;
  /** The public half as published at /idp/jwks. */
  publicJwk: JWK;
}

// One load per database: the key lives in that database, and RSA generation is slow enough to matter in tests.
const loaded = new WeakMap<Db, Promise<LocalSigningKey>>();

/**
 * The local provider's RSA key, generated on first use and kept in server_secrets so tokens and
 * cached key sets stay valid across restarts.
 */
export function localSigningKey(db: Db): Promise<LocalSigningKey> {
  let key = loaded.get(db);
  if (!key) {
    key = loadOrCreate(db);
    loaded.set(db, key);
    key.catch(() => loaded.delete(db));
  }
  return key;
}

async function loadOrCreate(db: Db): Promise<LocalSigningKey> {
  let row = await db.selectFrom('server_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirst();
  if (!row) {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const value = JSON.stringify(await exportJWK(privateKey));
    // Two processes starting together may both generate; the first insert wins and both use it.
    await db.insertInto('server_secrets').values({ name: SECRET_NAME, value }).onConflict((oc) => oc.doNothing()).execute();
    row = await db.selectFrom('server_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  }
  const privateJwk = JSON.parse(row.value) as JWK;
  const publicJwk: JWK = { kty: privateJwk.kty, n: privateJwk.n, e: privateJwk.e };
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateKey = await importJWK(privateJwk, 'RS256');
  return { kid, privateKey, publicJwk: { ...publicJwk, kid, alg: 'RS256', use: 'sig' } };
}

export interface LocalIdTokenClaims {
  issuer: string;
  audience: string;
  subject: string;
  email: string;
  name: string;
  nonce: string | null;
  /** Seconds since the epoch. */
  issuedAt: number;
  expiresAt?: number;
}

export async function signLocalIdToken(db: Db, claims: LocalIdTokenClaims): Promise<string> {
  const key = await localSigningKey(db);
  return new SignJWT({ email: claims.email, email_verified: true, name: claims.name, ...(claims.nonce === null ? {} : { nonce: claims.nonce }) })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(claims.issuer)
    .setAudience(claims.audience)
    .setSubject(claims.subject)
    .setIssuedAt(claims.issuedAt)
    .setExpirationTime(claims.expiresAt ?? claims.issuedAt + LOCAL_ID_TOKEN_TTL_S)
    .sign(key.privateKey);
}
