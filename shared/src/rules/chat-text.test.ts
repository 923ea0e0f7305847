import { describe, expect, it } from 'vitest';
import { CHAT_MAX_MARKS_PER_CHARACTER, cleanChatText } from './chat-text';
import { chatSendSchema } from '../protocol/socket';

const ZALGO_MARKS = '\u0336\u0334\u0335\u0337\u0338';

describe('cleanChatText (issue 17, defect 6)', () => {
  it.each([
    ['a line break, which could fake a second line from the server', 'line1\nSYSTEM: you are banned', 'line1 SYSTEM: you are banned'],
    ['Windows and Unicode line breaks', 'a\r\nb\u2028c\u2029d\u0085e', 'a b c d e'],
    ['a tab', 'a\tb', 'a b'],
    ['NUL, BEL and an ANSI escape', '\u0000\u0007\u001b[31mred', '[31mred'],
    ['DEL and C1 controls', 'a\u007fb\u0080c\u009bd', 'abcd'],
    ['a right-to-left override, which flips what follows', 'abc\u202Eexe.gnp', 'abcexe.gnp'],
    ['every embedding, override and isolate control', 'a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i', 'abcdefghi'],
    ['direction marks', 'a\u200Eb\u200Fc\u061Cd', 'abcd'],
    ['zero-width spaces, word joiners, byte-order marks and soft hyphens, which hide text', 'sp\u200Bam\u2060 \uFEFFsi\u00ADlk', 'spam silk'],
    ['invisible tag characters, which smuggle hidden text', 'hi\u{E0041}\u{E0042}', 'hi'],
    ['Hangul fillers that print as nothing', 'a\u3164b\u115F\u1160c\uFFA0', 'abc'],
    ['a lone surrogate', 'a\uD800b', 'ab'],
    ['runs of spaces, of any kind', '  a   b\u00A0\u00A0c\u3000d  ', 'a b c d'],
  ])('removes %s', (_what, input, expected) => {
    expect(cleanChatText(input)).toBe(expected);
  });

  it('bounds combining marks on one character, so 150 of them cannot pile over the chat', () => {
    const zalgo = `Z${'\u0336'.repeat(150)}algo`;
    expect(cleanChatText(zalgo)).toBe(`Z${'\u0336'.repeat(CHAT_MAX_MARKS_PER_CHARACTER)}algo`);
    expect(CHAT_MAX_MARKS_PER_CHARACTER).toBe(3);
  });

  it('counts marks per character even when hidden characters or joiners split the pile', () => {
    const split = `Z${ZALGO_MARKS}\u200B${ZALGO_MARKS}\u200D${ZALGO_MARKS}\u200D${ZALGO_MARKS}a`;
    const cleaned = cleanChatText(split);
    expect([...cleaned.matchAll(/\p{M}/gu)]).toHaveLength(CHAT_MAX_MARKS_PER_CHARACTER);
    expect(cleaned.startsWith('Z') && cleaned.endsWith('a')).toBe(true);
  });

  it('stores accents composed (NFC), so a decomposed letter does not count as marks', () => {
    expect(cleanChatText('Cafe\u0301 Vie\u0323\u0302t')).toBe('Caf\u00E9 Vi\u1EC7t');
  });

  it.each([
    ['Thai vowel and tone marks', 'ที่นี่'],
    ['Arabic with shadda and a vowel', 'مُحَمَّد'],
    ['Hebrew with points', 'שָׁלוֹם'],
    ['Persian with a zero-width non-joiner inside a word', 'می\u200Cخواهم'],
    ['Devanagari conjuncts', 'क्षत्रिय स्त्री'],
    ['an emoji family joined by zero-width joiners', '👨\u200D👩\u200D👧'],
    ['emoji with a variation selector, a keycap and a skin tone', '❤️ 1️⃣ 👍🏽'],
    ['markup, which stays plain text', '<b>Silk</b> & "jade"'],
  ])('keeps %s', (_what, input) => {
    expect(cleanChatText(input)).toBe(input.normalize('NFC'));
  });

  it('drops joiners that join nothing, so a message of joiners is empty', () => {
    expect(cleanChatText('\u200D\u200C\u200D')).toBe('');
    expect(cleanChatText('a\u200D\u200D\u200Db \u200Dc\u200D')).toBe('a\u200Db c');
  });

  it('leaves nothing of a message made only of what it removes', () => {
    expect(cleanChatText('\u202E\u200B\n\u0007 \u2066')).toBe('');
  });

  it('is idempotent', () => {
    const samples = ['line1\nSYSTEM', `Z${'\u0336'.repeat(40)}`, 'a\u200D\u200Db', '  x\u202Ey  '];
    for (const sample of samples) expect(cleanChatText(cleanChatText(sample))).toBe(cleanChatText(sample));
  });
});

describe('chatSendSchema', () => {
  it('carries the cleaned text', () => {
    expect(chatSendSchema.parse({ message: ' line1\nSYSTEM: you are banned ' })).toEqual({ message: 'line1 SYSTEM: you are banned', channel: 'general' });
  });

  it('refuses a message empty after cleaning', () => {
    expect(chatSendSchema.safeParse({ message: '\u202E\u200B\u0000' }).success).toBe(false);
  });
});
