import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency';

describe('newIdempotencyKey', () => {
  it('is a UUID where the browser offers one, and a random string of the same strength otherwise', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/);
    const fallback = newIdempotencyKey({ getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    expect(fallback).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
