import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sqlLiteral } from './sql-literal';

describe('sqlLiteral', () => {
  it.each([
    '',
    'plain',
    "O'Brien's silk",
    "''",
    'a\\b',
    "both ' and \\ and \\'",
    '{"response":"{\\"success\\":true,\\"note\\":\\"it\'s\\"}"}',
    'Niccolò 商人 \u0000 \n\t',
    '$1 $& $$',
  ])('writes %j as pg.escapeLiteral does', (text) => {
    expect(sqlLiteral(text)).toBe(pg.escapeLiteral(text));
  });
});
