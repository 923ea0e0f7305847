import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { eventually, GamePage } from './pages/game-page';
import { SettingsPage } from './pages/settings-page';
import { launchChromium } from './support/browser';
import { startGameServer } from './support/game-server';

let server: Awaited<ReturnType<typeof startGameServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
let player: GamePage;
let settings: SettingsPage;

async function newPlayer(label: string, options: { mobile?: boolean } = {}): Promise<GamePage> {
  const context = await browser.newContext(
    options.mobile
      ? // A phone held sideways, as the game asks: the spec's mobile settings come from the user agent (000 §9).
        { viewport: { width: 844, height: 390 }, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${label}] page error:`, error.message));
  return new GamePage(page, label);
}

beforeAll(async () => {
  server = await startGameServer();
  browser = await launchChromium();
  player = await newPlayer('settings');
  settings = new SettingsPage(player);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await server?.cleanup();
});

describe('settings and sound, in a real browser against the real server', () => {
  it('a new player enters the world, whose sounds are generated and ready', async () => {
    await player.open(server.url);
    await player.signIn('farida@example.test', 'Farida');
    await player.testId('name-dialog').waitFor({ timeout: 20_000 });
    await player.chooseName('Farida');
    await player.testId('character-management').waitFor();
    await player.enterWorld();
    const sound = await eventually(
      () => settings.sound(),
      (probe) => probe !== null && probe.ready.length === 10,
    );
    // Nothing is stored yet: the spec's defaults (master 1, music 0.7, effects 0.8, ambient 0.6).
    expect(sound?.volumes).toEqual({ effects: 0.8, ambient: 0.6, music: expect.closeTo(0.7) });
    expect(await settings.particleEffects()).toBe(true);
  });

  it('Escape with nothing open opens Settings with the defaults; Escape closes it', async () => {
    await settings.openWithEscape();
    expect(await settings.window().getByRole('heading', { level: 2 }).textContent()).toBe('Settings');
    expect(await settings.shownVolume('settings-master-volume')).toBe('100%');
    expect(await settings.shownVolume('settings-effects-volume')).toBe('80%');
    expect(await settings.shownVolume('settings-ambient-volume')).toBe('60%');
    expect(await settings.shownVolume('settings-music-volume')).toBe('70%');
    expect(await settings.control('Effects volume').inputValue()).toBe('80');
    expect(await settings.control('Sound').isChecked()).toBe(true);
    expect(await settings.control('Music').isChecked()).toBe(true);
    expect(await settings.control('Particle effects').isChecked()).toBe(true);
    expect(await settings.control('Debug mode').isChecked()).toBe(false);
    // The web build has no server to choose: that is the desktop app's.
    expect(await player.testId('settings-server').count()).toBe(0);
    await settings.shot('settings-window');
    await settings.closeWithEscape();
  });

  it('the HUD’s Settings button opens it; a volume changed there applies at once and is saved', async () => {
    await settings.openWithHudButton();
    const standing = await player.position();
    await settings.nudge('Effects volume', -4);
    expect(await settings.shownVolume('settings-effects-volume')).toBe('60%');
    // The arrow keys moved the slider, not the player.
    expect(await player.position()).toEqual(standing);
    await expect.poll(async () => (await settings.sound())?.volumes.effects).toBeCloseTo(0.6);
    await expect.poll(async () => (await settings.stored())?.effectsVolume).toBeCloseTo(0.6);
  });

  it('debug mode shows the frame rate and the position in a corner; particle effects switch off', async () => {
    await settings.control('Debug mode').click();
    await player.testId('debug-readout').waitFor();
    await settings.control('Particle effects').click();
    await expect.poll(() => settings.particleEffects()).toBe(false);
    await expect.poll(async () => (await settings.stored())?.debugMode).toBe(true);
    // Send Logs hands the game's log to the server.
    await player.testId('settings-send-logs').click();
    await expect.poll(async () => (await player.testId('settings-logs-status').textContent()) ?? '', { timeout: 10_000 }).toMatch(/^(Sent \d+ log entr(y|ies)\. Thank you\.|Nothing new to send)/);
    await settings.shot('settings-changed');
    await settings.closeWithCross();

    await player.walk('KeyD', 700);
    const at = await player.position();
    await expect.poll(async () => (await player.testId('debug-position').textContent())?.trim()).toBe(`x ${Math.round(at.x)} y ${Math.round(at.y)}`);
    const fps = Number.parseInt((await player.testId('debug-fps').textContent()) ?? '', 10);
    expect(fps).toBeGreaterThan(0);
    await player.shot('debug-readout');
  });

  it('walking sounds footsteps in time with the feet, over the ambience of the place', async () => {
    // The keys pressed so far were the gesture the browser wants before it plays sound.
    const before = await eventually(() => settings.sound(), (probe) => probe?.state === 'running');
    await player.walk('KeyA', 1_300);
    const after = await settings.sound();
    const steps = (s: typeof after) => (s ? s.played['footstep-soft'] + s.played['footstep-stone'] : 0);
    // One footfall per 260 ms of walking: five for 1.3 s, give or take the frames at either end.
    expect(steps(after) - steps(before)).toBeGreaterThanOrEqual(3);
    expect(steps(after) - steps(before)).toBeLessThanOrEqual(7);
    expect(after?.ambience).toMatch(/^(city|countryside)$/);
    const ambientLoop = after?.ambience === 'city' ? 'ambient-city' : 'ambient-countryside';
    await expect.poll(async () => (await settings.sound())?.loops[ambientLoop] ?? 0, { timeout: 5_000 }).toBeGreaterThan(0.1);
  });

  it('opening and closing a window sounds its swish; sound off silences everything at once', async () => {
    const before = await settings.sound();
    await settings.openWithEscape();
    await expect.poll(async () => (await settings.sound())?.played['window-open']).toBe((before?.played['window-open'] ?? 0) + 1);
    await settings.control('Sound').click();
    await expect.poll(async () => (await settings.sound())?.volumes).toEqual({ effects: 0, ambient: 0, music: 0 });
    await expect.poll(async () => Object.values((await settings.sound())?.loops ?? { x: 1 }).every((volume) => volume === 0)).toBe(true);
    expect(await settings.control('Effects volume').isDisabled()).toBe(true);
    await settings.shot('settings-sound-off');
    await settings.control('Sound').click();
    await expect.poll(async () => (await settings.sound())?.volumes.effects).toBeCloseTo(0.6);
  });

  it('after a reload the changed volume, debug mode and particles are still as the player left them', async () => {
    await player.page.reload();
    await player.testId('character-management').waitFor({ timeout: 20_000 });
    await player.enterWorld();
    await player.testId('debug-readout').waitFor();
    await eventually(() => settings.sound(), (probe) => probe !== null && probe.volumes.effects > 0);
    expect((await settings.sound())?.volumes.effects).toBeCloseTo(0.6);
    expect(await settings.particleEffects()).toBe(false);

    await settings.openWithEscape();
    expect(await settings.shownVolume('settings-effects-volume')).toBe('60%');
    expect(await settings.control('Effects volume').inputValue()).toBe('60');
    expect(await settings.control('Debug mode').isChecked()).toBe(true);
    expect(await settings.control('Particle effects').isChecked()).toBe(false);
    await settings.shot('settings-after-reload');

    await player.testId('settings-reset').click();
    expect(await settings.shownVolume('settings-effects-volume')).toBe('80%');
    await expect.poll(async () => (await settings.stored())?.debugMode).toBe(false);
    await player.testId('debug-readout').waitFor({ state: 'detached' });
    expect(await settings.particleEffects()).toBe(true);
    await player.testId('settings-done').click();
    await settings.window().waitFor({ state: 'detached' });
  });

  it('on a phone the effects play at 0.7 and the particles are off (spec 000 §9)', async () => {
    const phone = await newPlayer('phone-settings', { mobile: true });
    const phoneSettings = new SettingsPage(phone);
    await phone.open(server.url);
    await phone.signIn('nasreen@example.test', 'Nasreen');
    await phone.testId('name-dialog').waitFor({ timeout: 20_000 });
    await phone.chooseName('Nasreen');
    await phone.testId('character-management').waitFor();
    await phone.enterWorld();
    expect(await phoneSettings.particleEffects()).toBe(false);
    await eventually(() => phoneSettings.sound(), (probe) => probe !== null && probe.volumes.effects > 0);
    expect((await phoneSettings.sound())?.volumes.effects).toBeCloseTo(0.7);
    await phoneSettings.openWithHudButton();
    expect(await phoneSettings.shownVolume('settings-effects-volume')).toBe('70%');
    expect(await phoneSettings.control('Particle effects').isChecked()).toBe(false);
    await phoneSettings.shot('settings-window');
  });
});
