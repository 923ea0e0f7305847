import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { eventually, type GamePage } from './pages/game-page';
import { SettingsPage } from './pages/settings-page';
import { launchChromium } from './support/browser';
import { startGameServer } from './support/game-server';
import { PHONE_SIDEWAYS, Players } from './support/players';
import { EFFECT_SOUNDS, LOOP_SOUNDS } from '../desktop/renderer/src/audio/sound-recipes';

/** Every sound the game renders: all of them are ready once the world is up. */
const SOUND_COUNT = EFFECT_SOUNDS.length + LOOP_SOUNDS.length;

let server: Awaited<ReturnType<typeof startGameServer>>;
let browser: Browser;
let players: Players;

beforeAll(async () => {
  // Production-like: settings live in the browser, nothing here needs the development routes.
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

/** A player in the world with the Settings window's page object; screenshots are labelled as before. */
async function settingsPlayer(label = 'settings', device?: BrowserContextOptions): Promise<{ player: GamePage; settings: SettingsPage }> {
  const { game } = await players.inWorld(label, { device });
  return { player: game, settings: new SettingsPage(game) };
}

describe('settings and sound, in a real browser against the real server', () => {
  it('a new player enters the world, whose sounds are generated and ready', async () => {
    const { settings } = await settingsPlayer();
    const sound = await eventually(
      () => settings.sound(),
      (probe) => probe !== null && probe.ready.length === SOUND_COUNT,
    );
    // Nothing is stored yet: the spec's defaults (master 1, music 0.7, effects 0.8, ambient 0.6).
    expect(sound?.volumes).toEqual({ effects: 0.8, ambient: 0.6, music: expect.closeTo(0.7) });
    expect(await settings.particleEffects()).toBe(true);
  });

  it('Escape with nothing open opens Settings with the defaults; Escape closes it', async () => {
    const { player, settings } = await settingsPlayer();
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
    const { player, settings } = await settingsPlayer();
    await settings.openWithHudButton();
    const standing = await player.position();
    await settings.nudge('Effects volume', -4);
    expect(await settings.shownVolume('settings-effects-volume')).toBe('60%');
    // The arrow keys moved the slider, not the player: the world has stepped since.
    await player.afterFrames(3);
    expect(await player.position()).toEqual(standing);
    await expect.poll(async () => (await settings.sound())?.volumes.effects).toBeCloseTo(0.6);
    await expect.poll(async () => (await settings.stored())?.effectsVolume).toBeCloseTo(0.6);
  });

  it('debug mode shows the frame rate and the position in a corner; particle effects switch off', async () => {
    const { player, settings } = await settingsPlayer();
    await settings.openWithHudButton();
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

    // The readout follows the player as they walk.
    const { to: at } = await player.walkBy('KeyD', 100);
    await expect.poll(async () => (await player.testId('debug-position').textContent())?.trim()).toBe(`x ${Math.round(at.x)} y ${Math.round(at.y)}`);
    const fps = Number.parseInt((await player.testId('debug-fps').textContent()) ?? '', 10);
    expect(fps).toBeGreaterThan(0);
    await player.shot('debug-readout');
  });

  it('walking sounds footsteps in time with the feet, over the ambience of the place', async () => {
    const { player, settings } = await settingsPlayer();
    // Entering the world was the gesture the browser wants before it plays sound; the sounds are generated by then.
    const before = await eventually(() => settings.sound(), (probe) => probe?.state === 'running' && probe.ready.length === SOUND_COUNT);
    // The footsteps keep time by the engine's frame delta, which Phaser holds at 1/60 s for a
    // world's first 120 frames (its TimeStep cool-down): a walk once the world has run past them.
    await player.afterFrames(130);
    // 208 px at walking speed: 1.3 s of walking.
    await player.walkBy('KeyA', 208);
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
    const { settings } = await settingsPlayer();
    const before = await eventually(() => settings.sound(), (probe) => probe?.state === 'running' && probe.ready.length === SOUND_COUNT);
    await settings.openWithEscape();
    await expect.poll(async () => (await settings.sound())?.played['window-open']).toBe((before?.played['window-open'] ?? 0) + 1);
    await settings.control('Sound').click();
    await expect.poll(async () => (await settings.sound())?.volumes).toEqual({ effects: 0, ambient: 0, music: 0 });
    await expect.poll(async () => Object.values((await settings.sound())?.loops ?? { x: 1 }).every((volume) => volume === 0)).toBe(true);
    expect(await settings.control('Effects volume').isDisabled()).toBe(true);
    await settings.shot('settings-sound-off');
    // Sound on again: the volumes come back as they were.
    await settings.control('Sound').click();
    await expect.poll(async () => (await settings.sound())?.volumes.effects).toBeCloseTo(0.8);
  });

  it('after a reload the changed volume, debug mode and particles are still as the player left them', async () => {
    const { player, settings } = await settingsPlayer();
    await settings.openWithHudButton();
    await settings.nudge('Effects volume', -4);
    await settings.control('Debug mode').click();
    await settings.control('Particle effects').click();
    await expect.poll(async () => (await settings.stored())?.debugMode).toBe(true);
    await expect.poll(async () => (await settings.stored())?.showParticleEffects).toBe(false);
    await expect.poll(async () => (await settings.stored())?.effectsVolume).toBeCloseTo(0.6);
    await settings.closeWithCross();

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
    const { player: phone, settings: phoneSettings } = await settingsPlayer('phone-settings', PHONE_SIDEWAYS);
    expect(await phoneSettings.particleEffects()).toBe(false);
    await eventually(() => phoneSettings.sound(), (probe) => probe !== null && probe.volumes.effects > 0);
    expect((await phoneSettings.sound())?.volumes.effects).toBeCloseTo(0.7);
    await phoneSettings.openWithHudButton();
    expect(await phoneSettings.shownVolume('settings-effects-volume')).toBe('70%');
    expect(await phoneSettings.control('Particle effects').isChecked()).toBe(false);
    await phoneSettings.shot('settings-window');
    expect(phone.policyViolations).toEqual([]);
  });
});
