/**
 * The renderer's frame rate (issue 22): the built web bundle in this machine's Chromium, against
 * the real server on loopback, with 100 other players walking and standing on screen, resource
 * nodes in view and precipitation falling; in the desktop profile (1280x800) and the phone
 * profile (a phone held sideways, whose game steps at most 30 times a second by design:
 * render-profile.ts). Each profile is measured first alone (no other player: the baseline), then
 * with the crowd, so the figures read as ratios on a machine whose speed is its own. A phone plays
 * without the weather's particles (spec 000 §9, MOBILE_SETTINGS_OVERRIDES): it is measured so, then
 * once more with them switched on in Settings, as a player may. The weather is a storm by day (the
 * densest rain): the dev clock is moved to one, since the weather follows the clock alone. A
 * screenshot of the desktop crowd is kept (test-results/screenshots/bench-fps-desktop.png), taken
 * in the warm-up so it costs the measured window nothing.
 *
 *   npm run build:web            (once: the bench builds nothing)
 *   npm run bench:fps -- [--players 100] [--seconds 10] [--warmup 5] [--weather storm|rain|snow]
 *                        [--profiles desktop,phone]
 *
 * What is counted, in the page:
 *   game fps     the game canvas's renders per second: each Phaser render starts by clearing the
 *                canvas (clearRect on a 2D canvas, clear() on WebGL), counted once per frame.
 *                With the phone's 30 fps limit Phaser skips every other browser frame, so this,
 *                not requestAnimationFrame's rate, is the game's frame rate.
 *   p95 frame    the 95th percentile of the time between two renders (its inverse: the frame
 *                rate the slowest 5% of frames fall below), and the worst.
 *   rAF/s        the browser's animation frames a second (requestAnimationFrame callbacks).
 *   main thread  the renderer's main thread busy share (DevTools Performance.getMetrics
 *                TaskDuration over the window): the headroom left.
 * Phaser's own game.loop.actualFps is not reachable from the page (the world probe does not
 * hold the game), and under a frame limit it counts browser frames, not steps, anyway.
 *
 * The machine is shared: the server and the 100 bots run in this process on the same cores as
 * the browser. Each window waits (up to three minutes) for other work to calm down, and its row
 * says what the browser, the server and bots, and other work took of the CPU, and the load
 * average. The bots connect from 127.0.0.11 up, ten to an address. The bots sign in over HTTP as the e2e fixture does; the sign-in start allows 60 a minute
 * from one address, so 100 accounts wait for the next minute once.
 */
import { cpus, loadavg } from 'node:os';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { cityIdAt, terrainAt, timeOfDayAt, weatherAt, WORLD_HEIGHT, WORLD_WIDTH, type ClientToServerEvents, type ServerToClientEvents, type SpawnedNode, type WeatherCondition } from '@silkroad/shared';
import type { LoopbackServer } from '../../api/src/test-support/loopback-server';
import { eventually, type GamePage } from '../pages/game-page';
import { SettingsPage } from '../pages/settings-page';
import { launchChromium, screenshot } from '../support/browser';
import { advanceClock } from '../support/dev-clock';
import { startGameServer } from '../support/game-server';
import { DESKTOP, PHONE_SIDEWAYS, Players } from '../support/players';
import { placeOverHttp, type SignedInSession } from '../support/session';
import { seededWorldWhere } from '../support/world-seed';
// Brings in the world's declarations of window.__silkroadWorld and window.__silkroadNodes.
import type {} from '../../desktop/renderer/src/game/probe';
import type {} from '../../desktop/renderer/src/game/gathering/node-probe';
import { machineCpu } from '../../api/bench/machine-cpu';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const OTHER_PLAYERS = Number(option('players', '100'));
const MEASURE_MS = Number(option('seconds', '10')) * 1000;
const WARM_UP_MS = Number(option('warmup', '5')) * 1000;
const WEATHER = option('weather', 'storm') as WeatherCondition;
const PROFILE_NAMES = option('profiles', 'desktop,phone').split(',').filter(Boolean);

interface Profile {
  name: string;
  device: BrowserContextOptions;
  viewport: { width: number; height: number };
  /** The spec's frame rate for the device (000 §9): 60 on a desktop, 30 on a phone. */
  target: number;
}

const PROFILES: Profile[] = [
  { name: 'desktop', device: DESKTOP, viewport: DESKTOP.viewport!, target: 60 },
  { name: 'phone', device: PHONE_SIDEWAYS, viewport: PHONE_SIDEWAYS.viewport!, target: 30 },
];

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

// ---------------------------------------------------------------------------------------------
// Where: a world whose nodes crowd one spot of open country.

/** The phone's screen around the player, a little inside its edges: what must hold the nodes. */
const PHONE_HALF = { x: 380, y: 160 };
/** The desktop's screen around the player: no city in it (a city is seen only from inside). */
const DESKTOP_HALF = { x: 640, y: 400 };
const MIN_NODES_ON_PHONE = 8;

/** A spot at a node's foot with the most nodes on a phone's screen around it, in open country, away from the map's edges (the camera centres on the player there). */
function crowdedSpot(nodes: readonly SpawnedNode[]): { x: number; y: number; nodes: number } | null {
  let best: { x: number; y: number; nodes: number } | null = null;
  for (const node of nodes) {
    const spot = { x: node.x, y: node.y + 60 };
    if (spot.x < DESKTOP_HALF.x || spot.x > WORLD_WIDTH - DESKTOP_HALF.x || spot.y < DESKTOP_HALF.y || spot.y > WORLD_HEIGHT - DESKTOP_HALF.y) continue;
    const near = nodes.filter((other) => Math.abs(other.x - spot.x) <= PHONE_HALF.x && Math.abs(other.y - spot.y) <= PHONE_HALF.y).length;
    if (best && near <= best.nodes) continue;
    let open = true;
    for (let dx = -DESKTOP_HALF.x; dx <= DESKTOP_HALF.x && open; dx += 40) for (let dy = -DESKTOP_HALF.y; dy <= DESKTOP_HALF.y && open; dy += 40) open = cityIdAt(spot.x + dx, spot.y + dy) === null;
    if (open) best = { ...spot, nodes: near };
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// When: daylight, and the weather asked for (the weather is a pure function of the clock).

const GAME_HOUR_REAL_MS = 10 * 60_000;
const CLOCK_STEP_MS = 60_000;
/** Longer than the whole bench runs: the weather must not turn during it. */
const WEATHER_SPELL_MS = 20 * 60_000;

/** How far past `now` the clock must move for a daylit spell of `weather` (or, failing that, any precipitation). */
function advanceForWeather(now: number, weather: WeatherCondition): number {
  const wanted = [weather, ...(['storm', 'rain', 'snow'] as const).filter((w) => w !== weather)];
  for (const kind of wanted) {
    for (let advance = GAME_HOUR_REAL_MS; advance < 30 * 24 * 3_600_000; advance += CLOCK_STEP_MS) {
      let holds = true;
      for (let later = 0; later <= WEATHER_SPELL_MS && holds; later += CLOCK_STEP_MS) {
        const at = now + advance + later;
        const hour = timeOfDayAt(at);
        holds = weatherAt(at) === kind && hour >= 9 && hour <= 16;
      }
      if (holds) return advance;
    }
  }
  throw new Error('no daylit spell of rain, storm or snow in the next 30 days of the game clock');
}

// ---------------------------------------------------------------------------------------------
// Who: the other players, signed in over HTTP and connected as the game's client connects.

type BotSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Bots share source addresses ten at a time, as households do: the server caps open sockets per address (100), and the page's own is among them. */
const BOTS_PER_ADDRESS = 10;
const MOVE_INTERVAL_MS = 100;
const WALK_SPEED_PX_PER_S = 80;
const WALK_RADIUS_PX = 40;

interface Bot {
  session: SignedInSession;
  address: string;
  socket?: BotSocket;
  timer?: ReturnType<typeof setInterval>;
  corrections: number;
}

/** Retries what the per-address sign-in budgets refused (HTTP 429) until the next window opens. */
async function paced<T>(what: () => Promise<T>, note: () => void): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await what();
    } catch (error) {
      if (!/\b429\b/.test(String(error)) || attempt > 30) throw error;
      note();
      await sleep(5_000);
    }
  }
}

async function signInBots(players: Players, count: number): Promise<Bot[]> {
  const bots: Bot[] = [];
  let waitNoted = false;
  const note = () => {
    if (!waitNoted) console.log('  (the sign-in start allows 60 a minute from one address: waiting for the next minute)');
    waitNoted = true;
  };
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const session = await paced(() => players.account('Bot'), note);
      bots[index] = { session, address: `127.0.0.${11 + Math.floor(index / BOTS_PER_ADDRESS)}`, corrections: 0 };
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return bots;
}

/** A grid over the middle of the screen around `spot`: half the bots walk small circles, half stand. */
function homes(spot: { x: number; y: number }, viewport: { width: number; height: number }, count: number): Array<{ x: number; y: number }> {
  const columns = Math.ceil(Math.sqrt(count * (viewport.width / viewport.height)));
  const rows = Math.ceil(count / columns);
  const width = viewport.width * 0.8;
  const height = viewport.height * 0.7;
  return Array.from({ length: count }, (_, i) => ({
    x: Math.round(spot.x - width / 2 + (width * ((i % columns) + 0.5)) / columns),
    y: Math.round(spot.y + viewport.height * 0.05 - height / 2 + (height * (Math.floor(i / columns) + 0.5)) / rows),
  }));
}

async function connectBot(serverUrl: string, bot: Bot): Promise<void> {
  // engine.io-client hands localAddress to ws in Node; its option types do not list it.
  const options: Partial<ManagerOptions & SocketOptions> & { localAddress: string } = {
    auth: { token: bot.session.tokens.accessToken },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    localAddress: bot.address,
  };
  const socket: BotSocket = io(serverUrl, options);
  bot.socket = socket;
  socket.on('position-corrected', () => {
    bot.corrections += 1;
  });
  await new Promise<void>((done, fail) => {
    socket.once('connection:established', () => done());
    socket.once('connect_error', (error) => fail(new Error(`a bot could not connect from ${bot.address}: ${error.message}`)));
  });
}

/** Puts the bot at home (through the development route, which tells its live session), then walks it or leaves it standing. */
async function startBot(serverUrl: string, bot: Bot, home: { x: number; y: number }, walks: boolean, index: number): Promise<void> {
  await placeOverHttp(serverUrl, bot.session, { at: 'point', ...home });
  if (!walks) return;
  // A circle through home, starting there: the first step is a short one.
  const phase = (index * 2.4) % (2 * Math.PI);
  const centre = { x: home.x - WALK_RADIUS_PX * Math.cos(phase), y: home.y - WALK_RADIUS_PX * Math.sin(phase) };
  const started = performance.now();
  const step = () => {
    const angle = phase + ((performance.now() - started) / 1000) * (WALK_SPEED_PX_PER_S / WALK_RADIUS_PX);
    bot.socket?.emit('player-move', { x: Math.round(centre.x + WALK_RADIUS_PX * Math.cos(angle)), y: Math.round(centre.y + WALK_RADIUS_PX * Math.sin(angle)) });
  };
  bot.timer = setInterval(step, MOVE_INTERVAL_MS);
}

function stopBots(bots: readonly Bot[]): void {
  for (const bot of bots) {
    clearInterval(bot.timer);
    bot.timer = undefined;
    bot.socket?.disconnect();
    bot.socket = undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// The page: entered as a player enters, then watched frame by frame.

/** Into the world from character management, as GamePage.enterWorld does (its waits use vitest's expect.poll, which needs the test runner). */
async function enterWorld(game: GamePage): Promise<void> {
  await game.testId('continue-button').click();
  await game.page.waitForFunction(() => window.__silkroadWorld?.ready === true, undefined, { timeout: 60_000 });
  await game.page.locator('[data-testid="hud-connection"][data-connected="true"]').waitFor({ timeout: 30_000 });
  await game.testId('loading-overlay').waitFor({ state: 'detached', timeout: 30_000 });
  await game.cameraSettled(20_000);
}

/**
 * tsx compiles this file with esbuild's keepNames, which wraps the functions named inside the
 * page's callbacks in a `__name` helper the page does not have: give it one that does nothing.
 */
async function allowNamedFunctions(page: Page): Promise<void> {
  await page.evaluate('globalThis.__name = (target) => target');
}

/** The renderer Phaser chose (the game canvas holds a 2D context or a WebGL one), and the WebGL renderer this browser offers. */
async function rendererOf(page: Page): Promise<{ phaser: string; webgl: string }> {
  return page.evaluate(() => {
    const canvases = Array.from(document.querySelectorAll('canvas'));
    const game = canvases.reduce<HTMLCanvasElement | undefined>((a, b) => (a && a.width * a.height >= b.width * b.height ? a : b), undefined);
    // getContext answers the context a canvas already has, or null when it holds another kind.
    const phaser = !game ? 'none' : game.getContext('2d') ? 'canvas' : 'webgl';
    const probe = document.createElement('canvas').getContext('webgl');
    let webgl = 'no WebGL';
    if (probe) {
      const info = probe.getExtension('WEBGL_debug_renderer_info');
      webgl = String(info ? probe.getParameter(info.UNMASKED_RENDERER_WEBGL) : probe.getParameter(probe.RENDERER));
      probe.getExtension('WEBGL_lose_context')?.loseContext();
    }
    return { phaser, webgl };
  });
}

/** Notes, once per frame, each time the game canvas is cleared for a render (Phaser clears it first thing in every render). */
async function watchRenders(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __benchRenders?: number[] };
    if (w.__benchRenders) return;
    const renders: number[] = [];
    w.__benchRenders = renders;
    const canvases = Array.from(document.querySelectorAll('canvas'));
    const game = canvases.reduce<HTMLCanvasElement | undefined>((a, b) => (a && a.width * a.height >= b.width * b.height ? a : b), undefined);
    const note = (canvas: unknown) => {
      if (canvas !== game) return;
      const now = performance.now();
      const last = renders[renders.length - 1];
      if (last === undefined || now - last > 4) renders.push(now);
    };
    const clearRect = CanvasRenderingContext2D.prototype.clearRect;
    CanvasRenderingContext2D.prototype.clearRect = function (this: CanvasRenderingContext2D, ...args: Parameters<typeof clearRect>) {
      note(this.canvas);
      clearRect.apply(this, args);
    };
    for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
      const clear = proto.clear;
      proto.clear = function (this: WebGLRenderingContext, mask: number) {
        note(this.canvas);
        clear.call(this, mask);
      };
    }
  });
}

/** Settings > Particle effects on, as a player switches it (Escape opens Settings on every device). */
async function switchParticlesOn(game: GamePage): Promise<void> {
  const settings = new SettingsPage(game);
  await settings.openWithEscape();
  await settings.control('Particle effects').click();
  await settings.closeWithEscape();
  await game.page.waitForFunction(() => window.__silkroadWorld?.particleEffects() === true, undefined, { timeout: 10_000 });
}

interface Sample {
  raf: number[];
  renders: number[];
}

/** The frames of the next `ms`: the browser's animation frames and the game's renders. */
async function sampleFrames(page: Page, ms: number): Promise<Sample> {
  return page.evaluate(async (window_ms) => {
    const renders = (window as unknown as { __benchRenders: number[] }).__benchRenders;
    renders.length = 0;
    const raf: number[] = [];
    await new Promise<void>((done) => {
      const start = performance.now();
      const tick = (time: number) => {
        raf.push(time);
        if (performance.now() - start < window_ms) requestAnimationFrame(tick);
        else done();
      };
      requestAnimationFrame(tick);
    });
    return { raf, renders: [...renders] };
  }, ms);
}

interface OnScreen {
  remote: number;
  remoteOnScreen: number;
  nodesOnScreen: number;
  weather: string;
  particles: boolean;
}

/** What the page draws: the other players (on screen of them), the nodes drawn on screen, the HUD's weather. */
async function onScreen(page: Page): Promise<OnScreen> {
  return page.evaluate(() => {
    const world = window.__silkroadWorld;
    const inView = (x: number, y: number) => {
      const at = world?.screenPoint(x, y);
      return at != null && at.x >= 0 && at.y >= 0 && at.x <= window.innerWidth && at.y <= window.innerHeight;
    };
    const remote = world?.remotePlayers() ?? [];
    const nodes = window.__silkroadNodes?.nodes() ?? [];
    return {
      remote: remote.length,
      remoteOnScreen: remote.filter((p) => inView(p.x, p.y)).length,
      nodesOnScreen: nodes.filter((n) => n.drawn && inView(n.x, n.y)).length,
      weather: document.querySelector('[data-testid="hud-weather"]')?.getAttribute('data-weather') ?? '?',
      particles: world?.particleEffects() ?? false,
    };
  });
}

/** CPU time (ms) of this process and of every process under it (the browser's among them), where the system says (Linux /proc). */
function processTreeCpu(): { selfMs: number; childrenMs: number } | null {
  try {
    const stats = new Map<number, { parent: number; ms: number }>();
    for (const entry of readdirSync('/proc')) {
      if (!/^[0-9]+$/.test(entry)) continue;
      try {
        const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // The fields after the command (which may hold spaces), from the state on: ppid is the 2nd, utime and stime the 12th and 13th.
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        stats.set(Number(entry), { parent: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * 10 });
      } catch {
        // gone meanwhile
      }
    }
    const inTree = (pid: number): boolean => {
      for (let at = pid, hops = 0; at > 1 && hops < 64; at = stats.get(at)?.parent ?? 0, hops += 1) if (at === process.pid) return true;
      return false;
    };
    let childrenMs = 0;
    for (const [pid, { ms }] of stats) if (pid !== process.pid && inTree(pid)) childrenMs += ms;
    return { selfMs: stats.get(process.pid)?.ms ?? Number.NaN, childrenMs };
  } catch {
    return null;
  }
}

/** Busy CPU time outside this process and the browser under it (other work on the shared machine), ms a second over `ms`. */
async function elsewhereMsPerS(ms: number): Promise<number> {
  const machineBefore = machineCpu();
  const treeBefore = processTreeCpu();
  await sleep(ms);
  const machineAfter = machineCpu();
  const treeAfter = processTreeCpu();
  if (!machineBefore || !machineAfter || !treeBefore || !treeAfter) return 0;
  const ours = treeAfter.childrenMs - treeBefore.childrenMs + (treeAfter.selfMs - treeBefore.selfMs);
  return ((machineAfter.busyMs - machineBefore.busyMs - ours) / ms) * 1000;
}

/** Other work may take up to this much of the machine when a window starts (of 1000 ms/s per core). */
const QUIET_ELSEWHERE_MS_PER_S = 250;
const QUIET_WAIT_MS = 180_000;

/**
 * The machine is shared: a window measured while other work keeps a core busy measures that too.
 * Waits (up to three minutes) for two seconds in which other work takes little, as bench:presence
 * waits for a quiet machine; what other work took during each window is printed with it.
 */
async function quietMachine(): Promise<void> {
  for (let waited = 0; waited < QUIET_WAIT_MS; waited += 2_000) {
    if ((await elsewhereMsPerS(2_000)) < QUIET_ELSEWHERE_MS_PER_S) return;
    if (waited === 0) console.log('  (other work keeps the machine busy: waiting up to three minutes for it to calm down)');
  }
  console.log('  (the machine stayed busy: measuring anyway)');
}

async function mainThreadSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN;
}

interface Row {
  profile: Profile;
  others: number;
  /** What differs from the profile's own settings, if anything. */
  variant: string;
  gameFps: number;
  p95FrameMs: number;
  worstFrameMs: number;
  rafFps: number;
  mainThreadBusy: number;
  drawn: OnScreen;
  /** This process's CPU (the server and the bots), ms a second. */
  benchCpuMsPerS: number;
  /** The browser's processes' CPU (under this one: Chromium's renderer, GPU and browser processes), ms a second. */
  browserCpuMsPerS: number;
  /** The machine's busy time outside this process and the browser (other work), ms a second. */
  elsewhereMsPerS: number;
  /** The whole machine's busy share (both cores). */
  machineBusy: number;
  load: number;
  corrections: number;
}

function rate(times: readonly number[]): number {
  return times.length < 2 ? Number.NaN : ((times.length - 1) * 1000) / (times.at(-1)! - times[0]!);
}

function intervals(times: readonly number[]): number[] {
  return times.slice(1).map((t, i) => t - times[i]!);
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(page: Page, cdp: CDPSession, profile: Profile, others: number, bots: readonly Bot[], variant = ''): Promise<Row> {
  await quietMachine();
  const load = loadavg()[0]!;
  const machineBefore = machineCpu();
  const treeBefore = processTreeCpu();
  const cpuBefore = process.cpuUsage();
  const mainBefore = await mainThreadSeconds(cdp);
  const wallBefore = performance.now();
  const correctionsBefore = bots.reduce((sum, bot) => sum + bot.corrections, 0);
  const sample = await sampleFrames(page, MEASURE_MS);
  const wallMs = performance.now() - wallBefore;
  const mainAfter = await mainThreadSeconds(cdp);
  const cpu = process.cpuUsage(cpuBefore);
  const machineAfter = machineCpu();
  const treeAfter = processTreeCpu();
  const drawn = await onScreen(page);
  const gaps = intervals(sample.renders);
  return {
    profile,
    others,
    variant,
    gameFps: rate(sample.renders),
    p95FrameMs: percentile(gaps, 95),
    worstFrameMs: Math.max(...gaps),
    rafFps: rate(sample.raf),
    mainThreadBusy: ((mainAfter - mainBefore) * 1000) / wallMs,
    drawn,
    benchCpuMsPerS: ((cpu.user + cpu.system) / 1000 / wallMs) * 1000,
    browserCpuMsPerS: treeBefore && treeAfter ? ((treeAfter.childrenMs - treeBefore.childrenMs) / wallMs) * 1000 : Number.NaN,
    elsewhereMsPerS:
      treeBefore && treeAfter && machineBefore && machineAfter
        ? Math.max(0, ((machineAfter.busyMs - machineBefore.busyMs - (treeAfter.childrenMs - treeBefore.childrenMs) - (treeAfter.selfMs - treeBefore.selfMs)) / wallMs) * 1000)
        : Number.NaN,
    machineBusy: machineBefore && machineAfter ? (machineAfter.busyMs - machineBefore.busyMs) / (machineAfter.totalMs - machineBefore.totalMs) : Number.NaN,
    load,
    corrections: bots.reduce((sum, bot) => sum + bot.corrections, 0) - correctionsBefore,
  };
}

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const pct = (share: number) => `${fmt(share * 100, 0)}%`;

function printRow(row: Row): void {
  console.log(
    `  ${row.profile.name.padEnd(8)} ${String(row.others).padStart(3)} others${row.variant ? ` (${row.variant})` : ''}: game ${fmt(row.gameFps)} fps, p95 frame ${fmt(row.p95FrameMs)} ms, worst ${fmt(row.worstFrameMs, 0)} ms, rAF ${fmt(row.rafFps)}/s, main thread ${pct(row.mainThreadBusy)}; ` +
      `drawn: ${row.drawn.remote} others (${row.drawn.remoteOnScreen} on screen), ${row.drawn.nodesOnScreen} nodes, weather ${row.drawn.weather}${row.drawn.particles ? '' : ' (particles off)'}; ` +
      `CPU: browser ${fmt(row.browserCpuMsPerS, 0)} ms/s, server+bots ${fmt(row.benchCpuMsPerS, 0)} ms/s, other work ${fmt(row.elsewhereMsPerS, 0)} ms/s (of ${cpus().length * 1000}); machine busy ${pct(row.machineBusy)}, load ${fmt(row.load, 2)}${row.corrections ? `, ${row.corrections} bot moves corrected` : ''}`,
  );
}

async function runProfile(browser: Browser, server: LoopbackServer, players: Players, bots: readonly Bot[], profile: Profile, spot: { x: number; y: number }): Promise<Row[]> {
  const note = () => undefined;
  const player = await paced(() => players.signedIn(`fps ${profile.name}`, { device: profile.device, place: { at: 'point', x: spot.x, y: spot.y } }), note);
  const { game } = player;
  await enterWorld(game);
  await allowNamedFunctions(game.page);
  const cdp = await game.page.context().newCDPSession(game.page);
  await cdp.send('Performance.enable');
  await watchRenders(game.page);
  const renderer = await rendererOf(game.page);
  console.log(`\n${profile.name} (${profile.viewport.width}x${profile.viewport.height}${profile.device.isMobile ? ', phone user agent, touch' : ''}): Phaser draws with ${renderer.phaser}; the browser's WebGL: ${renderer.webgl}`);

  const rows: Row[] = [];
  await sleep(WARM_UP_MS);
  const baseline = await measure(game.page, cdp, profile, 0, []);
  printRow(baseline);
  rows.push(baseline);

  if (bots.length > 0) {
    await Promise.all(bots.map((bot) => connectBot(server.url, bot)));
    const places = homes(spot, profile.viewport, bots.length);
    await Promise.all(bots.map((bot, i) => startBot(server.url, bot, places[i]!, i % 2 === 0, i)));
    await eventually(
      () => onScreen(game.page),
      (drawn) => drawn.remoteOnScreen >= bots.length,
      30_000,
    );
    await sleep(WARM_UP_MS / 2);
    if (profile.name === 'desktop') await screenshot(game.page, 'bench-fps-desktop');
    await sleep(WARM_UP_MS / 2);
    const crowded = await measure(game.page, cdp, profile, bots.length, bots);
    printRow(crowded);
    rows.push(crowded);
    // A phone plays without the weather's particles (spec 000 §9); a player may switch them on in Settings.
    if (!crowded.drawn.particles) {
      await switchParticlesOn(game);
      await sleep(WARM_UP_MS);
      const withParticles = await measure(game.page, cdp, profile, bots.length, bots, 'particles switched on in Settings');
      printRow(withParticles);
      rows.push(withParticles);
    }
    stopBots(bots);
  }
  await cdp.detach().catch(() => undefined);
  await players.close();
  return rows;
}

// ---------------------------------------------------------------------------------------------

if (!existsSync(join(resolve('desktop/dist-web'), 'index.html'))) {
  console.error('desktop/dist-web is missing: the bench measures the built web bundle. Run `npm run build:web` first.');
  process.exit(1);
}

const profiles = PROFILES.filter((profile) => PROFILE_NAMES.includes(profile.name));
const world = seededWorldWhere((nodes) => (crowdedSpot(nodes)?.nodes ?? 0) >= MIN_NODES_ON_PHONE);
const spot = crowdedSpot(world.nodes)!;
await quietMachine();
const loadAtStart = loadavg();

let server: LoopbackServer | undefined;
let browser: Browser | undefined;
let players: Players | undefined;
let bots: Bot[] = [];
let failed = false;
const rows: Row[] = [];
try {
  server = await startGameServer({ devMode: true, worldSeed: world.seed });
  // Before anyone signs in: tokens expire by the same clock.
  const { serverTime } = await advanceClock(server.url, 1);
  const time = await advanceClock(server.url, advanceForWeather(serverTime, WEATHER));
  browser = await launchChromium();
  console.log(
    `fps bench: ${new Date().toISOString()}, ${cpus().length} x ${cpus()[0]?.model ?? '?'}, load average ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}, Chromium ${browser.version()}\n` +
      `world seed ${world.seed}, the player at (${spot.x}, ${spot.y}) (${terrainAt(spot.x, spot.y)}), ${spot.nodes} nodes within a phone's screen of it; ` +
      `game clock ${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')} ${time.season}, weather ${time.weather}; ` +
      `${OTHER_PLAYERS} others (half walking at ${WALK_SPEED_PX_PER_S} px/s, a move every ${MOVE_INTERVAL_MS} ms), ${WARM_UP_MS / 1000} s warm-up, ${MEASURE_MS / 1000} s measured`,
  );
  players = new Players(browser, server.url);
  const signInStarted = performance.now();
  bots = await signInBots(players, OTHER_PLAYERS);
  console.log(`  ${bots.length} other players signed in and named over HTTP in ${fmt((performance.now() - signInStarted) / 1000, 0)} s`);
  for (const profile of profiles) rows.push(...(await runProfile(browser, server, players, bots, profile, spot)));

  console.log(`\n| profile | other players | weather particles | game fps (mean) | p95 frame time (fps) | worst frame | rAF/s | main thread busy | browser CPU | other work | others drawn (on screen) | nodes on screen | weather | target |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.profile.name} | ${row.others} | ${row.drawn.particles ? 'on' : 'off'}${row.variant ? ' (Settings)' : ''} | ${fmt(row.gameFps)} | ${fmt(row.p95FrameMs)} ms (${fmt(1000 / row.p95FrameMs)}) | ${fmt(row.worstFrameMs, 0)} ms | ${fmt(row.rafFps)} | ${pct(row.mainThreadBusy)} | ${fmt(row.browserCpuMsPerS / 1000, 2)} cores | ${fmt(row.elsewhereMsPerS / 1000, 2)} cores | ${row.drawn.remote} (${row.drawn.remoteOnScreen}) | ${row.drawn.nodesOnScreen} | ${row.drawn.weather} | ${row.profile.target} |`,
    );
  }
  for (const profile of profiles) {
    const [alone, crowded] = rows.filter((row) => row.profile === profile && !row.variant);
    if (alone && crowded) console.log(`${profile.name}: with ${crowded.others} others ${fmt((100 * crowded.gameFps) / alone.gameFps, 0)}% of the frame rate alone; ${fmt((100 * crowded.gameFps) / profile.target, 0)}% of the target ${profile.target}`);
  }
  console.log(`load average at the end ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  stopBots(bots);
  await players?.close();
  await browser?.close().catch(() => undefined);
  await server?.cleanup();
}
process.exit(failed ? 1 : 0);
