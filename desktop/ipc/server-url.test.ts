import { describe, expect, it } from 'vitest';
import { normaliseServerUrl } from './server-url';

describe('server address', () => {
  it('keeps only the origin of an http(s) address', () => {
    expect(normaliseServerUrl(' https://game.example.com/play?x=1 ')).toBe('https://game.example.com');
    expect(normaliseServerUrl('http://127.0.0.1:3001/')).toBe('http://127.0.0.1:3001');
  });

  it('refuses what is not a game server address', () => {
    for (const input of ['', 'game.example.com', 'ftp://game.example.com', 'https://user:secret@game.example.com', 'javascript:alert(1)', 'file:///etc/passwd']) {
      expect(normaliseServerUrl(input), input).toBeNull();
    }
  });
});
