import { sessionTokensSchema, sessionUserSchema } from '@silkroad/shared';
import { z } from 'zod';
import type { StoredSession } from './platform';

/** localStorage key of the session record (spec 000 §3 "kept in the browser under a fixed key"). */
export const SESSION_STORAGE_KEY = 'srt_auth';

const storedSessionSchema = z.object({ user: sessionUserSchema, tokens: sessionTokensSchema });

/** A stored record that is missing, corrupt or from an older shape counts as signed out. */
export function parseSessionRecord(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function serializeSessionRecord(session: StoredSession): string {
  return JSON.stringify({ user: session.user, tokens: session.tokens });
}
