import { request } from 'node:http';
import { io as connectClient } from 'socket.io-client';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MESSAGES, RATE_LIMITS, seededRandom } from '@silkroad/shared';
import { ManualClock } from '../clock';
import type { ServerConfig } from '../config';
import { startServer, type RunningServer } from '../server';
import { createTestSession, testConfig } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function start(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  const config = testConfig({ port: 0, host: '127.0.0.1', ...overrides });
  server = await startServer(config, { clock: new ManualClock(Date.UTC(2026, 10, 21, 12)), random: seededRandom(1), db: await openTestDatabase() });
  return server;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw engine.io request as a script would send it: no Origin, nothing but what is given. */
function engineRequest(path: string, options: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server!.url}/socket.io/${path}`, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const handshake = (headers: Record<string, string> = {}) => engineRequest('?EIO=4&transport=polling', { headers });

/** A WebSocket handshake: its status, or 101 once upgraded (the connection is then dropped), or 0 when it is closed unanswered. */
function upgrade(transport: 'websocket' | 'polling', headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${server!.url}/socket.io/?EIO=4&transport=${transport}`, {
      agent: false,
      headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', ...headers },
    });
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      resolve(101);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve(0) : reject(error)));
    req.on('close', () => resolve(0));
    req.end();
  });
}

/** The session id of a handshake that was answered with one. */
function sessionOf(answer: Answer): string {
  const open = JSON.parse(answer.body.slice(1)) as { sid: string };
  return open.sid;
}

/** Ends a long-polling session as a client does: a close packet. */
async function closeSession(sid: string): Promise<void> {
  const answer = await engineRequest(`?EIO=4&transport=polling&sid=${sid}`, { method: 'POST', body: '1', headers: { 'content-type': 'text/plain;charset=UTF-8' } });
  expect(answer.status).toBe(200);
}

function expectRefusal(answer: Answer, maxRetryAfterS: number): void {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfterS);
  expect(JSON.parse(answer.body)).toEqual({ success: false, error: { code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests } });
}

const budget = RATE_LIMITS.socketHandshake.perAddress;
const cap = RATE_LIMITS.socketHandshake.openPerAddress;

describe('engine.io handshakes', () => {
  it('are refused past the budget of an address before a session is made, and allowed again a minute later', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    // The open-session cap out of the way: this is about the rate, each session closed at once anyway.
    await start({ rateLimits: { ...RATE_LIMITS, socketHandshake: { perAddress: budget, openPerAddress: 10 * budget.points } } });
    for (let i = 0; i < budget.points; i += 1) {
      const answer = await handshake();
      expect(answer.status, `handshake ${i + 1}`).toBe(200);
      await closeSession(sessionOf(answer));
    }
    const sessionsBefore = server!.io.engine.clientsCount;
    expectRefusal(await handshake(), budget.durationMs / 1000);
    expect(server!.io.engine.clientsCount).toBe(sessionsBefore);
    // Without TRUST_PROXY a forwarded address is the client's own words: no fresh budget.
    expectRefusal(await handshake({ 'x-forwarded-for': '203.0.113.9' }), budget.durationMs / 1000);

    vi.setSystemTime(Date.now() + budget.durationMs);
    expect((await handshake()).status).toBe(200);
  });

  it('hold at most a few open sessions per address; a closed one makes room, and other addresses are not held back', async () => {
    // Behind a trusted proxy, the address is the last hop of X-Forwarded-For (as for HTTP requests).
    await start({ trustProxy: true });
    expect(cap).toBeLessThan(budget.points);
    const from = (address: string) => ({ 'x-forwarded-for': `198.51.100.1, ${address}` });
    const sessions: string[] = [];
    for (let i = 0; i < cap; i += 1) {
      const answer = await handshake(from('203.0.113.1'));
      expect(answer.status, `session ${i + 1}`).toBe(200);
      sessions.push(sessionOf(answer));
    }
    // All at once too: none slips past the cap while the others are being admitted.
    const burst = await Promise.all(Array.from({ length: 20 }, () => handshake(from('203.0.113.1'))));
    for (const answer of burst) expectRefusal(answer, 60);
    expect(server!.io.engine.clientsCount).toBe(cap);

    // Over WebSocket as well, answered on the connection.
    expect(await upgrade('websocket', from('203.0.113.1'))).toBe(429);

    await closeSession(sessions[0]!);
    expect((await handshake(from('203.0.113.1'))).status).toBe(200);
    expect((await handshake(from('203.0.113.1'))).status).toBe(429);

    // A player elsewhere connects as usual, over WebSocket as the game does.
    const player = await createTestSession({ db: server!.db, ctx: server!.game.ctx, clock: new ManualClock(Date.UTC(2026, 10, 21, 12)) });
    const socket = connectClient(server!.url, { auth: { token: player.accessToken }, transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: from('203.0.113.2') });
    onTestFinished(() => {
      socket.disconnect();
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(socket.connected).toBe(true);
  });

  it('that die before a session is made give their place back', async () => {
    await start();
    // engine.io upgrades a WebSocket asking for the polling transport, then closes it without a
    // word; it refuses an old protocol only after admission. Neither may keep holding a place.
    for (let i = 0; i < cap; i += 1) expect(await upgrade('polling')).toBe(101);
    for (let i = 0; i < 5; i += 1) expect((await engineRequest('?EIO=3&transport=polling')).status).toBe(400);
    expect(server!.io.engine.clientsCount).toBe(0);
    // The server sees those connections close a moment after the client.
    await vi.waitFor(async () => {
      expect((await handshake()).status).toBe(200);
    });
    expect(await upgrade('websocket')).toBe(101);
  });

  it('still answer a page of another site with 403, whatever the budget', async () => {
    await start();
    const answer = await handshake({ origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
  });
});
