import { describe, expect, it } from 'vitest';
import { CHAT_MAX_LENGTH } from '@silkroad/shared';
import { parseChatMessage } from './chat';

describe('parseChatMessage', () => {
  it('passes the cleaned text on: no line break can fake a server line', () => {
    expect(parseChatMessage({ message: 'line1\nSYSTEM: you are banned' })).toEqual({ ok: true, message: 'line1 SYSTEM: you are banned', channel: 'general' });
  });

  it('drops a right-to-left override and controls', () => {
    expect(parseChatMessage({ message: 'abc\u202Eexe.gnp' })).toMatchObject({ ok: true, message: 'abcexe.gnp' });
    expect(parseChatMessage({ message: '\u0000\u0007\u001b[31mred' })).toMatchObject({ ok: true, message: '[31mred' });
  });

  it('refuses as invalid a message with nothing left after cleaning', () => {
    expect(parseChatMessage({ message: '\u202E\u200B\n\u0000' })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('measures the length after cleaning', () => {
    // Characters that are removed do not count, so hidden padding cannot push a message over.
    expect(parseChatMessage({ message: `${'x'.repeat(CHAT_MAX_LENGTH)}${'\u200B'.repeat(50)}` })).toMatchObject({ ok: true, message: 'x'.repeat(CHAT_MAX_LENGTH) });
    expect(parseChatMessage({ message: 'x'.repeat(CHAT_MAX_LENGTH + 1) })).toEqual({ ok: false, reason: 'too-long' });
  });

  it.each([[null], [{}], [{ message: 42 }], [{ message: 'hi', channel: 'trade' }], [{ message: 'hi', extra: 1 }]])('refuses %j as invalid', (payload) => {
    expect(parseChatMessage(payload)).toEqual({ ok: false, reason: 'invalid' });
  });
});
