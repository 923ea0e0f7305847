import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PLAYER_SPEED_PX_PER_S } from '@silkroad/shared';
import { eventually } from './pages/game-page';
import { launchChromium } from './support/browser';
import { startGameServer } from './support/game-server';
import { PHONE_UPRIGHT, Players } from './support/players';

let server: Awaited<ReturnType<typeof startGameServer>>;
let browser: Browser;
let players: Players;

beforeAll(async () => {
  // Production-like: nothing here needs the development routes.
  [server, browser] = await Promise.all([startGameServer(), launchChromium()]);
  players = new Players(browser, server.url);
});

afterEach(async () => {
  await players?.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
});

describe('first playable slice, in a real browser against the real server', () => {
  it('a new player loads the game, signs in through the local provider, is refused a bad name and sets a good one', async () => {
    // The one test that signs in through the screens; the others start signed in (support/players.ts).
    const marco = await players.visitor('marco');
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
    const { game: marco } = await players.signedIn('marco', { name: 'Marco Walker' });
    // Continue shows the welcome, and the world, built behind it, when its 2 s are over.
    const welcomes = await marco.noteWelcomes();
    await marco.enterWorld();
    expect(await welcomes()).toEqual(['Welcome to Silk Road, Marco Walker!']);
    expect(await marco.testId('hud-gold').textContent()).toContain('101');
    expect(await marco.testId('hud-level').textContent()).toContain('1');
    expect(await marco.testId('hud-location').textContent()).toContain('Countryside near Constantinople');
    const start = await marco.position();
    expect(start).toEqual({ x: 400, y: 300 });
    await marco.shot('world');

    // East for 160 px, a second at walking speed: the step is the world's, by its own clock.
    const east = await marco.walkBy('KeyD', 160);
    expect(east.to.x).toBeGreaterThan(start.x + 80);
    expect(east.to.x).toBeLessThan(start.x + 260);
    expect(east.to.y).toBeCloseTo(start.y, 0);
    const speed = (east.to.x - east.from.x) / (east.heldMs / 1000);
    expect(speed).toBeGreaterThan(PLAYER_SPEED_PX_PER_S / 2);
    expect(speed).toBeLessThan(PLAYER_SPEED_PX_PER_S * 1.6);

    const south = await marco.walkBy('ArrowDown', 60);
    expect(south.to.y).toBeGreaterThan(start.y + 40);
    await marco.shot('world-walked');
  });

  it('ignores movement keys while the player types in the chat, and sends the message', async () => {
    const { game: marco } = await players.inWorld('chatter');
    const before = await marco.position();
    await marco.testId('chat-input').click();
    await marco.page.keyboard.type('wasd hello');
    await marco.page.keyboard.press('Enter');
    // The world has stepped since the keys: a move they had started would show by now.
    await marco.afterFrames(3);
    expect(await marco.position()).toEqual(before);
    await expect.poll(() => marco.testId('chat-messages').textContent(), { timeout: 10_000 }).toContain('wasd hello');
  });

  it('a second player in another browser sees the first one, watches them move and chat', async () => {
    const { game: niccolo } = await players.inWorld('niccolo', { name: 'Niccolo Polo' });
    const { game: ibn } = await players.signedIn('ibn', { name: null });
    await ibn.typeName('niccolo polo');
    await expect.poll(() => ibn.nameStatus(), { timeout: 10_000 }).toBe('Name is not available');
    await ibn.chooseName('Ibn Battuta');
    await ibn.testId('character-management').waitFor();
    await ibn.enterWorld();

    const seen = await eventually(() => ibn.remotePlayers(), (list) => list.some((p) => p.name === 'Niccolo Polo'));
    const niccoloAsSeen = seen.find((p) => p.name === 'Niccolo Polo');
    const niccoloNow = await niccolo.position();
    expect(niccoloAsSeen?.x).toBeCloseTo(niccoloNow.x, -1);
    await eventually(() => niccolo.remotePlayers(), (list) => list.some((p) => p.name === 'Ibn Battuta'));

    // Walking is the subject: the other browser sees the walk end where it ended.
    const { to: niccoloAfter } = await niccolo.walkBy('KeyA', 120);
    await eventually(
      () => ibn.remotePlayers(),
      (list) => Math.abs((list.find((p) => p.name === 'Niccolo Polo')?.x ?? 0) - niccoloAfter.x) < 2,
    );
    await ibn.shot('sees-marco');

    await niccolo.testId('chat-input').fill('Greetings from the west');
    await niccolo.testId('chat-input').press('Enter');
    await expect.poll(() => ibn.testId('chat-messages').textContent(), { timeout: 10_000 }).toContain('Greetings from the west');
    // Right-to-left text stays in its line, and an override character never reaches another player (issue 17).
    await niccolo.testId('chat-input').fill('\u0645\u0631\u062d\u0628\u0627 \u202egnp.exe');
    await niccolo.testId('chat-input').press('Enter');
    await expect.poll(() => ibn.testId('chat-messages').textContent(), { timeout: 10_000 }).toContain('\u0645\u0631\u062d\u0628\u0627 gnp.exe');
    expect(await ibn.testId('chat-messages').textContent()).not.toContain('\u202e');
    await ibn.shot('chat');

    await ibn.page.close();
    await eventually(() => niccolo.remotePlayers(), (list) => !list.some((p) => p.name === 'Ibn Battuta'));
  });

  it('a returning player gets character management and is put back where they left', async () => {
    const email = 'returning@example.test';
    const first = await players.inWorld('marco', { email, name: 'Returning Traveller' });
    await first.game.walkBy('KeyD', 100);
    const { to: leftAt } = await first.game.walkBy('KeyS', 60);
    // The server has heard the last steps (the client reports its position every 100 ms) before the player leaves.
    await expect
      .poll(
        () => {
          const live = server.game.ctx.presence?.livePosition(first.id);
          return live ? Math.hypot(live.x - leftAt.x, live.y - leftAt.y) : Infinity;
        },
        { timeout: 5_000 },
      )
      .toBeLessThan(6);
    await first.game.page.close();

    // Back another day: signed in again, on another browser.
    const { game: back } = await players.signedIn('marco-returning', { email, name: 'Returning Traveller' });
    expect(await back.page.getByText('Welcome Back!').isVisible()).toBe(true);
    expect(await back.testId('character-name').textContent()).toContain('Returning Traveller');
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
    const zheng = await players.inWorld('zheng', { name: 'Zheng He' });
    server.io.disconnectSockets(true);
    await expect.poll(() => zheng.game.testId('hud-connection').getAttribute('data-connected'), { timeout: 5_000 }).toBe('false');
    await zheng.game.shot('disconnected');
    // The first retry comes 2 s after the drop (spec 000 §4: 2 s x attempt number).
    await expect.poll(() => zheng.game.testId('hud-connection').getAttribute('data-connected'), { timeout: 10_000 }).toBe('true');
    // The server takes the player's steps again.
    const { to: walked } = await zheng.game.walkBy('KeyD', 60);
    await expect.poll(() => server.game.ctx.presence?.livePosition(zheng.id)?.x ?? 0, { timeout: 5_000 }).toBeCloseTo(walked.x, 0);
  });

  it('Delete & Create New Character resets the character on the server and asks for a new name', async () => {
    const rustichello = await players.signedIn('rustichello', { name: 'Rustichello' });
    const game = rustichello.game;
    await game.testId('manage-button').click();
    await game.testId('delete-character-button').click();
    await game.testId('delete-confirm-yes').click();
    await game.testId('creating-character').waitFor();
    await game.shot('creating-character');
    await game.testId('name-dialog').waitFor({ timeout: 10_000 });
    const user = await server.db.selectFrom('users').select(['in_game_name']).where('id', '=', rustichello.id).executeTakeFirstOrThrow();
    expect(user.in_game_name).toBeNull();
    await game.chooseName('Scribe of Pisa');
    await game.testId('character-management').waitFor();
    expect(await game.testId('character-name').textContent()).toContain('Scribe of Pisa');
  });

  it('shows Authentication Failed when the player cancels at the provider, and Try Again starts over', async () => {
    const shy = await players.visitor('cancelled');
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
    const page = (await players.visitor('uncaught')).page;
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
      .poll(
        async () => {
          const rows = await server.db.selectFrom('client_errors').select(['message']).execute();
          return rows.length > Number(before.n) && rows.some((r) => r.message.includes('a bug the game did not expect'));
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  });

  it('shows the orientation hint on a phone held upright', async () => {
    const phone = await players.visitor('phone', PHONE_UPRIGHT);
    await phone.open(server.url);
    await phone.testId('orientation-hint').waitFor({ timeout: 20_000 });
    expect(await phone.testId('orientation-hint').textContent()).toContain('Please rotate your device to landscape mode');
    await phone.shot('orientation-hint');
  });
});
