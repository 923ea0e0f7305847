/**
 * Errors that say PostgreSQL could not be reached or dropped the connection (a restart, a
 * failover, a database host out of reach), as against a statement it refused or a bug of ours.
 * A request that met one may succeed once the database is back, so the API answers it 503
 * DATABASE_UNAVAILABLE with Retry-After rather than 500.
 */

/** What Node's sockets say when the database host refuses, drops or never answers a connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs: class 08 (connection exception), and the server shutting down (57P01 admin, 57P02
 * crash) or not yet taking connections (57P03: starting up, shutting down, in recovery).
 */
const CONNECTION_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** pg's own connection errors carry no code, only these words (pg 8 and pg-pool 3). */
const PG_CONNECTION_MESSAGES = ['Connection terminated', 'Client has encountered a connection error', 'timeout exceeded when trying to connect'];

/**
 * Whether `error` says the database connection was refused, lost or timed out. pg and Kysely hand
 * these over as they are (never as a cause): an error that merely wraps a refused socket, such as
 * fetch's to another service, is not the database's.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || CONNECTION_SQLSTATE.test(code))) return true;
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.some((words) => message.startsWith(words));
}
