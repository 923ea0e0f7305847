import { desktopSessionSchema, type DesktopSession } from '../../../ipc/contract';
import { parseStoredJson } from './stored-json';
import type { LocalDatabase } from './local-database';
import { serverKey } from './server-key';

/**
 * The session the renderer sees (spec 002 §7: the user record of `srt_auth`), one per server
 * origin. Without the refresh token, which the auth module keeps encrypted elsewhere.
 */
export interface SessionRecords {
  /** Null when none is stored, or the stored one no longer parses (an older or damaged row). */
  load(origin: string): DesktopSession | null;
  /** Throws on a session that does not match the contract: the IPC layer has validated it already. */
  save(origin: string, session: DesktopSession): void;
  clear(origin: string): void;
}

export function createSessionRecords(database: LocalDatabase): SessionRecords {
  const { builder } = database;
  return {
    load(origin) {
      const row = database.get(builder.selectFrom('sessions').selectAll().where('origin', '=', serverKey(origin)));
      if (!row) return null;
      const parsed = desktopSessionSchema.safeParse({
        user: parseStoredJson(row.user_json),
        tokens: { accessToken: row.access_token, expiresAt: row.expires_at },
      });
      return parsed.success ? parsed.data : null;
    },
    save(origin, session) {
      const { user, tokens } = desktopSessionSchema.parse(session);
      const values = { user_json: JSON.stringify(user), access_token: tokens.accessToken, expires_at: tokens.expiresAt };
      database.run(
        builder
          .insertInto('sessions')
          .values({ origin: serverKey(origin), ...values })
          .onConflict((conflict) => conflict.column('origin').doUpdateSet(values)),
      );
    },
    clear(origin) {
      database.run(builder.deleteFrom('sessions').where('origin', '=', serverKey(origin)));
    },
  };
}
