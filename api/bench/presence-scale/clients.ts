/**
 * The scale bench's players: one WebSocket per player, all in this process, walking as the
 * scenario says (a report every 100 ms each, staggered) and counting what they receive: the
 * others' moves (a player's own comes back in its area's batch and is not counted), and when the
 * probe's latest mark arrives. Started and driven by the orchestrator over IPC.
 *
 * The players speak socket.io's wire protocol (Engine.IO 4 over WebSocket) themselves, with
 * `ws` (socket.io's own WebSocket library) instead of socket.io-client: this one process stands
 * in for hundreds of machines, and socket.io-client's per-message work (its debug build, a JSON
 * parse of every batch, several event layers) made it the bottleneck of the machine it shares
 * with the server. Batches are read straight from the frame's bytes.
 *
 * With several game servers (`--processes 2`) the players are dealt out between them in turn.
 * Presence ids are each server's own, so the probe's id at the players of another server is
 * learnt from the player-joined or existing-players that server sends them.
 *
 * What a player is due: the game shows each player its nearest (shared INTEREST_LIMIT), so a
 * move is due to the players whose server has told them of the mover (existing-players,
 * player-joined, until player-left): every player keeps that roster, and a move counts once for
 * each roster it is in when sent. The baseline shows everyone to everyone. At the report, a
 * sample of rosters is checked against the rule itself (the nearest in sight, give or take the
 * keep factor), so a server that showed nobody could not pass for a fast one.
 */
import WebSocket from 'ws';
import { canSee, encodeMoves, INTEREST_KEEP_FACTOR, INTEREST_LIMIT, locusAt, MOVE_RECORD_CHARS, zoneKeyOf, zonesInView, type OnlinePlayer, type ZoneKey } from '@silkroad/shared';
import { MOVE_INTERVAL_MS, positionAt, PROBE_STEP_MS, walkerName, walkersOf, type ClientsMessage, type Command, type Scenario, type Walker } from './scenario';

export interface ClientsStart {
  type: 'start';
  /** The servers: player i connects to urls[i % urls.length]. */
  urls: string[];
  scenario: Scenario;
  /** Access tokens of the game server's players, or null for the baseline (which takes `id`). */
  tokens: string[] | null;
  /** How the server encodes a tick's moves. */
  encoding: 'compact' | 'json';
}

interface Player {
  index: number;
  /** Which of the servers it is connected to. */
  server: number;
  walker: Walker;
  socket: WebSocket;
  /** The first 4 characters of this player's records (its presence id), as bytes. */
  ownPrefix: Buffer;
  /** Baseline json: this player's tuple starts `[id,`. */
  ownTuple: Buffer;
  step: number;
  zone: ZoneKey;
  /** The probe mark this player last timed. */
  timedMark: number;
  /** Its player id on the game server (from connection:established). */
  playerId: string;
  /** Those its server has told it of: the players it is shown. */
  roster: Set<string>;
  /** Where it stands now (the scenario's position of its last report). */
  x: number;
  y: number;
}

const send = (message: ClientsMessage) => process.send!(message);

/** Engine.IO packet types (first character) and socket.io's, after a "4" (message). */
const EIO_PING = 0x32;
const MOVES_EVENT = Buffer.from('42["players-moved",');
const COMPACT_START = MOVES_EVENT.length + 1;
const COMMA = 0x2c;

const players: Player[] = [];
/** Per player id, how many players' rosters hold it: to how many a move of it is due. */
const rosteredBy = new Map<string, number>();
/** The players by player id, to check rosters against the rule. */
const byPlayerId = new Map<string, Player>();
/** Players standing in each interest area, to know how many see each move when it is sent (the baseline). */
const standing = new Map<ZoneKey, number>();
const views = new Map<ZoneKey, readonly ZoneKey[]>();
let singleRoom = false;

/** The probe's four marks as records, per server (its presence id differs from server to server). */
const probe = { mark: -1, sentAt: 0, records: [] as (Buffer[] | undefined)[], tuples: [] as Buffer[] };
/** How the probe appears in a server's player-joined and existing-players. */
const PROBE_NAME = `"username":${JSON.stringify(walkerName(0))}`;
let probeCorners: { x: number; y: number }[] = [];
const counters = { movesSent: 0, expectedUpdates: 0, deliveredUpdates: 0, messages: 0, corrections: 0, latenciesMs: [] as number[], acrossLatenciesMs: [] as number[] };
let measuringSince = performance.now();
/** When the measured walk ended (the rest of the window is the drain). */
let walkedUntil = 0;
let cpuSince = process.cpuUsage();
let walkTimer: ReturnType<typeof setInterval> | undefined;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let walkStartedAt = 0;
/** While set, nobody reports (the walk's clock runs on: the next report catches up). */
let paused = false;

function resetCounters(): void {
  counters.movesSent = 0;
  counters.expectedUpdates = 0;
  counters.deliveredUpdates = 0;
  counters.messages = 0;
  counters.corrections = 0;
  counters.latenciesMs = [];
  counters.acrossLatenciesMs = [];
  measuringSince = performance.now();
  walkedUntil = 0;
  cpuSince = process.cpuUsage();
}

/** Whether `needle` occurs in `frame` at the start of a record (records start at `from`). */
function atRecordStart(frame: Buffer, needle: Buffer, from: number): boolean {
  let at = frame.indexOf(needle, from);
  while (at !== -1 && (at - from) % MOVE_RECORD_CHARS !== 0) at = frame.indexOf(needle, at + 1);
  return at !== -1;
}

function observersOf(player: Player): number {
  if (singleRoom) return players.length - 1;
  return rosteredBy.get(player.playerId) ?? 0;
}

function rosterAdd(player: Player, playerId: string): void {
  if (player.roster.has(playerId)) return;
  player.roster.add(playerId);
  rosteredBy.set(playerId, (rosteredBy.get(playerId) ?? 0) + 1);
}

function rosterRemove(player: Player, playerId: string): void {
  if (!player.roster.delete(playerId)) return;
  rosteredBy.set(playerId, (rosteredBy.get(playerId) ?? 1) - 1);
}

/** A roster event of the game server: existing-players (the whole view), player-joined, player-left. */
function onRoster(player: Player, text: string): void {
  if (text.startsWith('42["existing-players"')) {
    const [, view] = JSON.parse(text.slice(2)) as [string, OnlinePlayer[]];
    for (const id of [...player.roster]) rosterRemove(player, id);
    for (const other of view) rosterAdd(player, other.playerId);
    return;
  }
  // player-joined and player-left carry `"playerId":"<id>"` first: read it without parsing the rest
  // (this one process stands in for thousands of machines).
  const at = text.indexOf('"playerId":"') + 12;
  const playerId = text.slice(at, text.indexOf('"', at));
  if (text.startsWith('42["player-joined"')) rosterAdd(player, playerId);
  else rosterRemove(player, playerId);
}

/**
 * A sample of rosters against the rule: each holds min(limit, in sight) players, all in sight,
 * and no one in sight left out who stands clearly nearer than the farthest shown.
 */
function rosterCheck(): { sampled: number; meanShown: number; meanInSight: number; faithful: number } {
  const sample = players.filter((_, i) => i % Math.max(1, Math.floor(players.length / 100)) === 0);
  let shown = 0;
  let inSight = 0;
  let faithful = 0;
  for (const player of sample) {
    const at = locusAt(player.x, player.y);
    const sight = players.filter((other) => other !== player && canSee(at, locusAt(other.x, other.y)));
    const distance = (other: Player) => Math.hypot(other.x - player.x, other.y - player.y);
    const roster = [...player.roster].map((id) => byPlayerId.get(id)).filter((other) => other !== undefined);
    const farthest = Math.max(0, ...roster.map(distance));
    // Moves in flight and the review period (500 ms) leave a few at the edge: a roster within 5% of the rule counts as faithful.
    const missing = sight.filter((other) => !player.roster.has(other.playerId) && distance(other) < farthest * INTEREST_KEEP_FACTOR).length;
    const wrongSize = Math.abs(roster.length - Math.min(INTEREST_LIMIT, sight.length));
    shown += roster.length;
    inSight += sight.length;
    if (missing + wrongSize <= Math.ceil(0.05 * Math.min(INTEREST_LIMIT, sight.length))) faithful += 1;
  }
  return { sampled: sample.length, meanShown: shown / Math.max(1, sample.length), meanInSight: inSight / Math.max(1, sample.length), faithful: faithful / Math.max(1, sample.length) };
}

function place(player: Player, x: number, y: number): void {
  const zone = zoneKeyOf(locusAt(x, y));
  if (zone === player.zone) return;
  standing.set(player.zone, (standing.get(player.zone) ?? 1) - 1);
  standing.set(zone, (standing.get(zone) ?? 0) + 1);
  if (!views.has(zone)) views.set(zone, zonesInView(locusAt(x, y)));
  player.zone = zone;
}

function move(player: Player, step: number): void {
  const { x, y } = positionAt(player.walker, player.index, step);
  player.step = step;
  player.x = x;
  player.y = y;
  place(player, x, y);
  player.socket.send(`42["player-move",{"x":${x},"y":${y}}]`);
  counters.movesSent += 1;
  counters.expectedUpdates += observersOf(player);
}

function timeProbe(player: Player): void {
  player.timedMark = probe.mark;
  const latency = performance.now() - probe.sentAt;
  counters.latenciesMs.push(latency);
  if (player.server !== players[0]!.server) counters.acrossLatenciesMs.push(latency);
}

/** `42["players-moved","<records>"]`: counted from its length, searched in its bytes. */
function onCompactBatch(player: Player, frame: Buffer): void {
  counters.messages += 1;
  const records = (frame.length - COMPACT_START - 2) / MOVE_RECORD_CHARS;
  counters.deliveredUpdates += records - (atRecordStart(frame, player.ownPrefix, COMPACT_START) ? 1 : 0);
  const marks = probe.records[player.server];
  if (probe.mark >= 0 && marks && player.timedMark !== probe.mark && player.index !== 0 && atRecordStart(frame, marks[probe.mark % 4]!, COMPACT_START)) timeProbe(player);
}

/** The probe's records at `server`, once its presence id there is known. */
function learnProbe(server: number, presenceId: number): void {
  probe.records[server] = probeCorners.map((at) => Buffer.from(encodeMoves([{ presenceId, ...at }])));
}

/** A player-joined or existing-players naming the probe gives its presence id at the player's server. */
function noticeProbe(player: Player, text: string): void {
  if (!text.includes(PROBE_NAME)) return;
  const [, payload] = JSON.parse(text.slice(2)) as [string, OnlinePlayer | OnlinePlayer[]];
  const found = (Array.isArray(payload) ? payload : [payload]).find((p) => p.username === walkerName(0));
  if (found) learnProbe(player.server, found.presenceId);
}

/** `42["players-moved",[[id,x,y],...]]`: three numbers per tuple, so (commas + 1) / 3 tuples. */
function onJsonBatch(player: Player, frame: Buffer): void {
  counters.messages += 1;
  let commas = 0;
  for (let i = MOVES_EVENT.length; i < frame.length; i += 1) if (frame[i] === COMMA) commas += 1;
  const tuples = frame.length - MOVES_EVENT.length > 3 ? (commas + 1) / 3 : 0;
  counters.deliveredUpdates += tuples - (frame.indexOf(player.ownTuple, MOVES_EVENT.length) !== -1 ? 1 : 0);
  if (probe.mark >= 0 && player.timedMark !== probe.mark && player.index !== 0 && frame.indexOf(probe.tuples[probe.mark % 4]!, MOVES_EVENT.length) !== -1) timeProbe(player);
}

function startsWith(frame: Buffer, prefix: Buffer): boolean {
  return frame.length >= prefix.length && frame.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;
}

function connect(start: ClientsStart, walker: Walker, index: number): Promise<Player> {
  return new Promise((resolve, reject) => {
    const server = index % start.urls.length;
    const url = `${start.urls[server]!.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
    const socket = new WebSocket(url, { perMessageDeflate: false });
    const position = positionAt(walker, index, 0);
    const player: Player = {
      index,
      server,
      walker,
      socket,
      ownPrefix: Buffer.alloc(0),
      ownTuple: Buffer.from(`[${index},`),
      step: 0,
      zone: zoneKeyOf(locusAt(position.x, position.y)),
      timedMark: -1,
      playerId: `baseline-${index}`,
      roster: new Set(),
      x: position.x,
      y: position.y,
    };
    const ready = (presenceId: number) => {
      byPlayerId.set(player.playerId, player);
      player.ownPrefix = Buffer.from(encodeMoves([{ presenceId, x: 0, y: 0 }]).slice(0, 4));
      resolve(player);
    };
    const onBatch = start.encoding === 'json' ? onJsonBatch : onCompactBatch;
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) return;
      if (data.length === 1 && data[0] === EIO_PING) {
        socket.send('3');
        return;
      }
      if (startsWith(data, MOVES_EVENT)) {
        onBatch(player, data);
        return;
      }
      const text = data.toString();
      if (text.startsWith('0')) socket.send(`40${JSON.stringify(start.tokens ? { token: start.tokens[index] } : { id: index })}`);
      else if (text.startsWith('44')) reject(new Error(`refused: ${text}`));
      else if (text.startsWith('40') && !start.tokens) ready(index + 1);
      else if (text.startsWith('42["connection:established"')) {
        const established = (JSON.parse(text.slice(2)) as [string, { presenceId: number; playerId: string }])[1];
        player.playerId = established.playerId;
        ready(established.presenceId);
      } else if (text.startsWith('42["position-corrected"')) counters.corrections += 1;
      else if (text.startsWith('42["player-joined"') || text.startsWith('42["existing-players"') || text.startsWith('42["player-left"')) {
        onRoster(player, text);
        if (start.urls.length > 1 && !text.startsWith('42["player-left"')) noticeProbe(player, text);
      }
    });
    socket.once('error', reject);
  });
}

async function begin(start: ClientsStart): Promise<void> {
  const walkers = walkersOf(start.scenario);
  probeCorners = [0, 1, 2, 3].map((corner) => positionAt(walkers[0]!, 0, corner));
  singleRoom = start.tokens === null;
  // A few at a time: each handshake costs the server a token check and a database read.
  for (let first = 0; first < walkers.length; first += 50) {
    const batch = walkers.slice(first, first + 50).map((walker, i) => connect(start, walker, first + i));
    players.push(...(await Promise.all(batch)));
  }
  for (const player of players) {
    standing.set(player.zone, (standing.get(player.zone) ?? 0) + 1);
    const at = positionAt(player.walker, player.index, 0);
    if (!views.has(player.zone)) views.set(player.zone, zonesInView(locusAt(at.x, at.y)));
  }
  const probePlayer = players[0]!;
  learnProbe(probePlayer.server, start.tokens ? decodePrefix(probePlayer.ownPrefix.toString()) : 1);
  probe.tuples = probeCorners.map((at) => Buffer.from(`[0,${at.x},${at.y}]`));
  send({ type: 'connected', players: players.length });
}

function decodePrefix(prefix: string): number {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  return [...prefix].reduce((id, char) => id * 64 + alphabet.indexOf(char), 0);
}

function walk(): void {
  walkStartedAt = performance.now();
  // Each player reports every MOVE_INTERVAL_MS, the players spread over the interval.
  walkTimer = setInterval(() => {
    if (paused) return;
    const elapsed = performance.now() - walkStartedAt;
    for (let i = 1; i < players.length; i += 1) {
      const player = players[i]!;
      const due = Math.floor((elapsed - (i * MOVE_INTERVAL_MS) / players.length) / MOVE_INTERVAL_MS) + 1;
      if (due > player.step) move(player, due);
    }
  }, 5);
  // Not a fixed period: 200 ms is a whole number of ticks, so the probe would always step at
  // the same point of the server's tick and time one wait over and over instead of all of them.
  const probeStep = () => {
    probeTimer = setTimeout(() => {
      if (!paused) {
        const probePlayer = players[0]!;
        const step = probePlayer.step + 1;
        probe.mark = step;
        probe.sentAt = performance.now();
        move(probePlayer, step);
      }
      probeStep();
    }, PROBE_STEP_MS * (0.75 + Math.random() / 2));
  };
  probeStep();
}

function stopWalking(): void {
  if (walkTimer) clearInterval(walkTimer);
  if (probeTimer) clearTimeout(probeTimer);
  walkTimer = undefined;
  probeTimer = undefined;
  probe.mark = -1;
}

process.on('message', (message: ClientsStart | Command) => {
  if (message.type === 'start') {
    begin(message).catch((error: unknown) => {
      console.error('clients could not connect:', error);
      process.exit(1);
    });
  } else if (message.type === 'walk') {
    walk();
    send({ type: 'walking' });
  } else if (message.type === 'mark') {
    // A pause long enough for the moves under way to arrive, so the count starts clean.
    paused = true;
    probe.mark = -1;
    setTimeout(() => {
      resetCounters();
      paused = false;
      send({ type: 'marked' });
    }, 150);
  } else if (message.type === 'stop-walking') {
    stopWalking();
    walkedUntil = performance.now();
    send({ type: 'stopped' });
  } else if (message.type === 'report') {
    const cpu = process.cpuUsage(cpuSince);
    const now = performance.now();
    send({ type: 'report', seconds: (now - measuringSince) / 1000, walkingSeconds: ((walkedUntil || now) - measuringSince) / 1000, ...counters, cpuMs: (cpu.user + cpu.system) / 1000, rosters: singleRoom ? null : rosterCheck() });
  }
});
process.on('disconnect', () => process.exit(0));
