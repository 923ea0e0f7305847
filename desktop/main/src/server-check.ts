import { MESSAGES } from '@silkroad/shared';
import { normaliseServerUrl } from '../../ipc/server-url';

export const SERVER_CHECK_TIMEOUT_MS = 5_000;

export const SERVER_CHECK_TEXTS = {
  answered: 'The server answered.',
  notAUrl: 'Enter the address of a game server, starting with https://',
  notAServer: 'That address answered, but it is not a Silk Road server.',
} as const;

/**
 * Whether a server answers GET /health as ours does (spec 002 §7 "used as a ping"), before the
 * player switches the app to it.
 */
export async function checkServer(input: string, fetchImpl: typeof fetch, timeoutMs = SERVER_CHECK_TIMEOUT_MS): Promise<{ ok: boolean; message: string }> {
  const origin = normaliseServerUrl(input);
  if (!origin) return { ok: false, message: SERVER_CHECK_TEXTS.notAUrl };
  let response: Response;
  try {
    response = await fetchImpl(`${origin}/health`, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch {
    return { ok: false, message: MESSAGES.cannotConnect };
  }
  if (!response.ok) return { ok: false, message: `HTTP ${response.status}: ${response.statusText}` };
  const body: unknown = await response.json().catch(() => null);
  const looksLikeOurs = typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'ok';
  return looksLikeOurs ? { ok: true, message: SERVER_CHECK_TEXTS.answered } : { ok: false, message: SERVER_CHECK_TEXTS.notAServer };
}
