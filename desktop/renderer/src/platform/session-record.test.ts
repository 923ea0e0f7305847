import { describe, expect, it } from 'vitest';
import { parseSessionRecord, serializeSessionRecord } from './session-record';

const session = {
  user: { id: 'u1', username: 'ada', email: 'ada@example.com', displayName: 'Ada', inGameName: 'SwiftTrader', needsInGameName: false, isGuest: false as const },
  tokens: { accessToken: 'a', refreshToken: 'r', expiresAt: 1_700_000_000_000 },
};

describe('session record', () => {
  it('round-trips', () => {
    expect(parseSessionRecord(serializeSessionRecord(session))).toEqual(session);
  });

  it('treats missing, corrupt and foreign records as signed out', () => {
    expect(parseSessionRecord(null)).toBeNull();
    expect(parseSessionRecord('{not json')).toBeNull();
    expect(parseSessionRecord(JSON.stringify({ userId: 'u1', tokens: { accessToken: 'a' } }))).toBeNull();
  });
});
