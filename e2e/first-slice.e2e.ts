import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { eventually, GamePage } from './pages/game-page';
import { launchChromium } from './support/browser';
import { startGameServer } from './support/game-server';

let server: Awaited<ReturnType<typeof startGameServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function newPlayer(label: string, options: { mobile?: boolean } = {}): Promise<GamePage> {
  const context = await browser.newContext(
    options.mobile
      ? { viewport: { width: 390, height: 844 }, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${label}] page error:`, error.message));
  return new GamePage(page, label);
}

/** The signed-in player's id, from the session record the web platform keeps. */
async function playerIdOf(player: GamePage): Promise<string> {
  return player.page.evaluate(() => {
    const record = JSON.parse(localStorage.getItem('srt_auth') ?? '{}') as { user?: { id?: string } };
    return record.user?.id ?? '';
  });
}

beforeAll(async () => {
  server = await startGameServer();
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.cleanup();
});

describe('first playable slice, in a real browser against the real server', () => {
  let marco: GamePage;
  let marcoStart: { x: number; y: number };

  it('a new player loads the game, signs in through the local provider, is refused a bad name and sets a good one', async () => {
    marco = await newPlayer('marco');
    await marco.open(server.url);
    await marco.testId('loading-overlay').waitFor();
    await marco.shot('loading', { withLoadingOverlay: true });
    await marco.signIn('marco@example.test', 'Marco Polo');

    await marco.testId('name-dialog').waitFor({ timeout: 20_000 });
    expect(await marco.page.getByText('Choose Your In-Game Name').isVisible()).toBe(true);
    await marco.typeName('<b>x</b>');
    await expect.poll(() => marco.nameStatus()).toBe('Name can only contain letters, numbers, spaces, underscores, and hyphens');
    expect(await marco.testId('name-submit').isEnabled()).toBe(false);
    await marco.typeName('TheAdmin');
    await expect.poll(() => marco.nameStatus()).toBe('This name is not allowed.');
    await marco.shot('name-refused');
    expect(await marco.testId('name-counter').textContent()).toBe('8 / 20');

    await marco.chooseName('Marco Polo');
    await marco.shot('name-set');
    await marco.testId('character-management').waitFor({ timeout: 10_000 });
    expect(await marco.testId('character-name').textContent()).toContain('Marco Polo');
    await marco.shot('character-management');
  });

  it('enters the world, sees the HUD, and walks', async () => {
    await marco.enterWorld();
    expect(await marco.testId('hud-gold').textContent()).toContain('101');
    expect(await marco.testId('hud-level').textContent()).toContain('1');
    expect(await marco.testId('hud-location').textContent()).toContain('Countryside near Constantinople');
    marcoStart = await marco.position();
    expect(marcoStart).toEqual({ x: 400, y: 300 });
    await marco.shot('world');

    await marco.walk('KeyD', 1000);
    const moved = await marco.position();
    expect(moved.x).toBeGreaterThan(marcoStart.x + 80);
    expect(moved.x).toBeLessThan(marcoStart.x + 260);
    expect(moved.y).toBeCloseTo(marcoStart.y, 0);

    await marco.walk('ArrowDown', 600);
    expect((await marco.position()).y).toBeGreaterThan(marcoStart.y + 40);
    await marco.shot('world-walked');
  });

  it('ignores movement keys while the player types in the chat, and sends the message', async () => {
    const before = await marco.position();
    await marco.testId('chat-input').click();
    await marco.page.keyboard.type('wasd hello');
    await marco.page.keyboard.press('Enter');
    expect(await marco.position()).toEqual(before);
    await expect.poll(() => marco.testId('chat-messages').textContent(), { timeout: 10_000 }).toContain('wasd hello');
  });

  it('a second player in another browser sees the first one, watches them move and chat', async () => {
    const ibn = await newPlayer('ibn');
    await ibn.open(server.url);
    await ibn.signIn('ibn@example.test', 'Ibn Battuta');
    await ibn.testId('name-dialog').waitFor({ timeout: 20_000 });
    await ibn.typeName('marco polo');
    await expect.poll(() => ibn.nameStatus(), { timeout: 10_000 }).toBe('Name is not available');
    await ibn.chooseName('Ibn Battuta');
    await ibn.testId('character-management').waitFor();
    await ibn.enterWorld();

    const seen = await eventually(() => ibn.remotePlayers(), (players) => players.some((p) => p.name === 'Marco Polo'));
    const marcoAsSeen = seen.find((p) => p.name === 'Marco Polo');
    const marcoNow = await marco.position();
    expect(marcoAsSeen?.x).toBeCloseTo(marcoNow.x, -1);
    await eventually(() => marco.remotePlayers(), (players) => players.some((p) => p.name === 'Ibn Battuta'));

    await marco.walk('KeyA', 800);
    const marcoAfter = await marco.position();
    await eventually(
      () => ibn.remotePlayers(),
      (players) => Math.abs((players.find((p) => p.name === 'Marco Polo')?.x ?? 0) - marcoAfter.x) < 2,
    );
    await ibn.shot('sees-marco');

    await marco.testId('chat-input').fill('Greetings from the west');
    await marco.testId('chat-input').press('Enter');
    await expect.poll(() => ibn.testId('chat-messages').textContent(), { timeout: 10_000 }).toContain('Greetings from the west');
    // Right-to-left text stays in its line, and an override character never reaches another player (issue 17).
    await marco.testId('chat-input').fill('\u0645\u0631\u062d\u0628\u0627 \u202egnp.exe');
    await marco.testId('chat-input').press('Enter');
    await expect.poll(() => ibn.testId('chat-messages').textContent(), { timeout: 10_000 }).toContain('\u0645\u0631\u062d\u0628\u0627 gnp.exe');
    expect(await ibn.testId('chat-messages').textContent()).not.toContain('\u202e');
    await ibn.shot('chat');

    await ibn.page.close();
    await eventually(() => marco.remotePlayers(), (players) => !players.some((p) => p.name === 'Ibn Battuta'));
  });

  it('a returning player gets character management and is put back where they left', async () => {
    const leftAt = await marco.position();
    await marco.page.waitForTimeout(300);
    await marco.page.close();
    const back = await newPlayer('marco-returning');
    await back.open(server.url);
    await back.signIn('marco@example.test', 'Marco Polo');
    await back.testId('character-management').waitFor({ timeout: 20_000 });
    expect(await back.page.getByText('Welcome Back!').isVisible()).toBe(true);
    expect(await back.testId('character-name').textContent()).toContain('Marco Polo');
    await back.shot('welcome-back');

    await back.testId('manage-button').click();
    await back.testId('delete-character-button').click();
    await back.testId('delete-confirm').waitFor();
    expect(await back.testId('delete-confirm').textContent()).toContain('This action cannot be undone!');
    await back.shot('delete-confirm');
    await back.testId('delete-confirm-cancel').click();
    await back.testId('back-button').click();

    await back.enterWorld();
    const restored = await back.position();
    expect(Math.hypot(restored.x - leftAt.x, restored.y - leftAt.y)).toBeLessThan(10);
  });

  it('reconnects by itself after the server drops the connection', async () => {
    const zheng = await newPlayer('zheng');
    await zheng.open(server.url);
    await zheng.signIn('zheng@example.test', 'Zheng He');
    await zheng.testId('name-dialog').waitFor({ timeout: 20_000 });
    await zheng.chooseName('Zheng He');
    await zheng.testId('character-management').waitFor();
    await zheng.enterWorld();
    server.io.disconnectSockets(true);
    await expect.poll(() => zheng.testId('hud-connection').getAttribute('data-connected'), { timeout: 5_000 }).toBe('false');
    await zheng.shot('disconnected');
    // The first retry comes 2 s after the drop (spec 000 §4: 2 s x attempt number).
    await expect.poll(() => zheng.testId('hud-connection').getAttribute('data-connected'), { timeout: 10_000 }).toBe('true');
    await zheng.walk('KeyD', 400);
    const walked = await zheng.position();
    const zhengId = await playerIdOf(zheng);
    await expect.poll(() => server.game.ctx.presence?.livePosition(zhengId)?.x ?? 0, { timeout: 5_000 }).toBeCloseTo(walked.x, 0);
    await zheng.page.close();
  });

  it('Delete & Create New Character resets the character on the server and asks for a new name', async () => {
    const rustichello = await newPlayer('rustichello');
    await rustichello.open(server.url);
    await rustichello.signIn('rustichello@example.test', 'Rustichello');
    await rustichello.testId('name-dialog').waitFor({ timeout: 20_000 });
    await rustichello.chooseName('Rustichello');
    await rustichello.testId('character-management').waitFor();
    await rustichello.testId('manage-button').click();
    await rustichello.testId('delete-character-button').click();
    await rustichello.testId('delete-confirm-yes').click();
    await rustichello.testId('creating-character').waitFor();
    await rustichello.shot('creating-character');
    await rustichello.testId('name-dialog').waitFor({ timeout: 10_000 });
    const user = await server.db.selectFrom('users').select(['in_game_name']).where('email', '=', 'rustichello@example.test').executeTakeFirstOrThrow();
    expect(user.in_game_name).toBeNull();
    await rustichello.chooseName('Scribe of Pisa');
    await rustichello.testId('character-management').waitFor();
    expect(await rustichello.testId('character-name').textContent()).toContain('Scribe of Pisa');
  });

  it('shows Authentication Failed when the player cancels at the provider, and Try Again starts over', async () => {
    const shy = await newPlayer('cancelled');
    await shy.open(server.url);
    await shy.testId('auth-signin-button').waitFor({ timeout: 20_000 });
    await shy.testId('auth-signin-button').click();
    await shy.page.getByText('Cancel').click();
    await shy.testId('auth-error').waitFor({ timeout: 20_000 });
    expect(await shy.testId('auth-error').textContent()).toContain('Authentication Failed');
    expect(((await shy.testId('auth-error-message').textContent()) ?? '').length).toBeGreaterThan(0);
    await shy.shot('authentication-failed');
    await shy.testId('auth-retry').click();
    await shy.testId('auth-signin-button').waitFor();
  });

  it('shows the Game Error notification for an uncaught error and reports it to the server', async () => {
    const before = await server.db.selectFrom('client_errors').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const page = (await newPlayer('uncaught')).page;
    await page.goto(server.url);
    await page.getByTestId('auth-signin-button').waitFor({ timeout: 20_000 });
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('a bug the game did not expect');
      }, 0);
    });
    await page.getByTestId('game-error-toast').waitFor();
    expect(await page.getByTestId('game-error-toast').textContent()).toContain('Game Error: An error occurred. The game will attempt to continue.');
    await expect
      .poll(async () => {
        const rows = await server.db.selectFrom('client_errors').select(['message']).execute();
        return rows.length > Number(before.n) && rows.some((r) => r.message.includes('a bug the game did not expect'));
      }, { timeout: 20_000 })
      .toBe(true);
  });

  it('shows the orientation hint on a phone held upright', async () => {
    const phone = await newPlayer('phone', { mobile: true });
    await phone.open(server.url);
    await phone.testId('orientation-hint').waitFor({ timeout: 20_000 });
    expect(await phone.testId('orientation-hint').textContent()).toContain('Please rotate your device to landscape mode');
    await phone.shot('orientation-hint');
  });
});
