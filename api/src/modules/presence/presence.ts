import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io';
import {
  checkMove,
  freshMoveBudget,
  MESSAGES,
  MOVE_FLOOD_WARNING_INTERVAL_MS,
  playerMoveSchema,
  POSITION_CORRECTION_REASONS,
  PRESENCE_MESSAGES,
  PRESENCE_TICK_HZ,
  type ClientToServerEvents,
  type MoveBudget,
  type ServerToClientEvents,
  type ZoneKey,
} from '@silkroad/shared';
import type { GameSocketServer } from '../../app';
import type { AppContext } from '../../context';
import { socketAddress } from '../../http/client-address';
import { parseChatMessage } from './chat';
import { authenticateHandshake, identityOf, type SocketIdentity } from './handshake';
import { POSITION_SAVE_INTERVAL_MS, savePositions, WriteQueue } from './position-writer';
import { MoveRate } from './move-rate';
import type { PresenceControl, PresenceStats } from './presence-control';
import { LivePlayer, PresenceWorld, TICK_SLICES, type PresenceFeed } from './presence-world';
import { sendMovesBatch } from './batch-fan-out';

type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/** Every player in the world is in this room: the general chat channel. */
const WORLD_ROOM = 'world';

/** The presence loop runs a slice of the tick this often (PresenceWorld.slice). */
const SLICE_MS = 1000 / PRESENCE_TICK_HZ / TICK_SLICES;

const areaRooms = new Map<ZoneKey, string>();

/** The players standing in one interest area (a city or a countryside cell): who joins and leaves their view goes here. */
export function areaRoom(area: ZoneKey): string {
  let room = areaRooms.get(area);
  if (room === undefined) {
    room = `area:${area}`;
    areaRooms.set(area, room);
  }
  return room;
}

export interface Presence extends PresenceControl {
  stats(): PresenceStats;
  /** Stops the loops and saves every unsaved position; call before closing the database. */
  stop(): Promise<void>;
}

/** One player's presence: the live player, its socket, and the state the move check needs. */
interface Session {
  player: LivePlayer;
  socket: GameSocket;
  /** The distance the player may still walk (ctx.clock time), for the speed check. */
  moveBudget: MoveBudget;
  /** How many moves the player may still send in this rate-limit window. */
  moveRate: MoveRate;
  /** ctx.clock time of the last "too many moves" warning. */
  moveFloodWarnedAt: number;
  /** The live position differs from the saved one. */
  unsaved: boolean;
  /** The network address of the current socket, for per-address limits. */
  address: string;
}

/**
 * Realtime presence and chat on the game's socket.io server (spec 000 §7 "Realtime socket",
 * DESIGN "Realtime"). Also sets `ctx.presence`, so HTTP routes can move or remove a live player.
 */
export function attachPresence(io: GameSocketServer, ctx: AppContext): Presence {
  const sessions = new Map<string, Session>();
  const stats: PresenceStats = { players: 0, slices: 0, sliceMs: 0, longestSliceMs: 0, movesAccepted: 0, messages: 0, updates: 0, sharedFrameWrites: 0 };
  // Joins and leaves go to the rooms of whole areas, and a tick's moves to the players of one
  // slice of an area: each message is encoded once however many receive it. Local: presence ids
  // are this process's own, so none of it goes through a cluster's adapter.
  const feed: PresenceFeed = {
    joined(player, areas) {
      const socket = sessions.get(player.playerId)?.socket;
      const rooms = io.local.to(areas.map(areaRoom));
      (socket ? rooms.except(socket.id) : rooms).emit('player-joined', player.snapshot());
    },
    left(player, areas) {
      io.local.to(areas.map(areaRoom)).emit('player-left', { playerId: player.playerId });
    },
    entered(player, from, to, visible) {
      const socket = sessions.get(player.playerId)?.socket;
      if (!socket) return;
      void socket.leave(areaRoom(from));
      void socket.join(areaRoom(to));
      socket.emit('existing-players', visible);
    },
    moved(_area, batch, listeners) {
      stats.sharedFrameWrites += sendMovesBatch(batch, listeners, socketOf);
    },
  };
  const socketOf = (player: LivePlayer) => sessions.get(player.playerId)?.socket;
  const world = new PresenceWorld(feed);
  const writes = new WriteQueue();
  /** Players whose character is being rewritten by an HTTP route: their moves are dropped meanwhile. */
  const frozen = new Set<string>();
  let stopped = false;

  /** Snapshots unsaved positions when the job runs (not when queued), so it never writes stale ones. */
  function saveUnsaved(only?: Session): Promise<void> {
    return writes.run(async () => {
      const batch = (only ? [only] : [...sessions.values()]).filter((s) => s.unsaved && !frozen.has(s.player.playerId));
      for (const s of batch) s.unsaved = false;
      try {
        await savePositions(
          ctx.db,
          batch.map((s) => ({ playerId: s.player.playerId, x: s.player.x, y: s.player.y })),
          ctx.clock.now(),
        );
      } catch (error) {
        for (const s of batch) s.unsaved = true;
        ctx.logger.error({ err: error }, 'saving player positions failed');
      }
    });
  }

  // Slices on a fixed schedule, not a fixed gap: an interval timer restarts after each run, so
  // a busy tick would stretch every later one.
  let nextSliceAt = performance.now() + SLICE_MS;
  let sliceTimer: ReturnType<typeof setTimeout>;
  function runSlice(): void {
    if (stopped) return;
    const started = performance.now();
    try {
      const report = world.slice();
      stats.messages += report.messages;
      stats.updates += report.updates;
    } catch (error) {
      // One bad slice must not stop presence for everyone: the next one runs regardless.
      ctx.logger.error({ err: error }, 'presence slice failed');
    }
    const took = performance.now() - started;
    stats.slices += 1;
    stats.sliceMs += took;
    stats.longestSliceMs = Math.max(stats.longestSliceMs, took);
    nextSliceAt += SLICE_MS;
    const now = performance.now();
    // More than a tick behind (a stalled process): carry on from now rather than rush to catch up.
    if (nextSliceAt < now - SLICE_MS * TICK_SLICES) nextSliceAt = now + SLICE_MS;
    sliceTimer = setTimeout(runSlice, Math.max(0, nextSliceAt - now));
    // The loops must not keep a process alive that has nothing else to do (tests, the desktop shell).
    sliceTimer.unref();
  }
  sliceTimer = setTimeout(runSlice, SLICE_MS);
  sliceTimer.unref();
  const saveTimer = setInterval(() => {
    void saveUnsaved();
  }, POSITION_SAVE_INTERVAL_MS);
  saveTimer.unref();

  /** The handshake's verdict: undefined admits the socket, an Error is its connect_error. */
  async function admit(socket: GameSocket): Promise<Error | undefined> {
    // A save of this player's last position may still be queued from its previous connection.
    await writes.idle();
    const address = socketAddress(socket, ctx.config);
    const tooMany = (retryAfterMs: number) => Object.assign(new Error(MESSAGES.tooManyRequests), { data: { code: 'RATE_LIMITED', retryAfterMs } });
    const byAddress = await ctx.rateLimits.take('socketConnect', { address });
    if (!byAddress.allowed) return tooMany(byAddress.retryAfterMs);
    const result = await authenticateHandshake(ctx, socket.handshake.auth);
    if (!result.ok) return Object.assign(new Error(result.message), { data: { code: result.code } });
    const byPlayer = await ctx.rateLimits.take('socketConnect', { userId: result.identity.userId });
    if (!byPlayer.allowed) return tooMany(byPlayer.retryAfterMs);
    socket.data = { identity: result.identity };
    return undefined;
  }

  io.use((socket, next) => {
    void admit(socket).then(
      (refusal) => next(refusal),
      (error: unknown) => {
        ctx.logger.error({ err: error }, 'socket handshake failed');
        next(new Error(MESSAGES.internalError));
      },
    );
  });

  io.on('connection', (socket: GameSocket) => {
    if (stopped) {
      socket.disconnect(true);
      return;
    }
    // The upgrade request was only needed for the handshake, built by now: dropping Engine.IO's
    // reference saves about a tenth of a connected player's memory (socket.io's memory guide).
    (socket.conn as unknown as { request: unknown }).request = null;
    const identity = identityOf(socket);
    const session = enterWorld(socket, identity);
    const { player } = session;

    socket.emit('connection:established', { playerId: player.playerId, presenceId: player.presenceId, username: player.username, x: player.x, y: player.y, serverTime: ctx.clock.now() });
    socket.emit('existing-players', world.visibleTo(player));

    socket.on('player-move', (payload: unknown) => onMove(session, payload));
    socket.on('chat-message', (payload: unknown) => onChat(session, payload));
    socket.on('ping', () => socket.emit('pong', { serverTime: ctx.clock.now() }));
    socket.on('disconnect', () => {
      if (stopped || session.socket !== socket || sessions.get(player.playerId) !== session) return;
      sessions.delete(player.playerId);
      world.leave(player);
      if (session.unsaved) void saveUnsaved(session);
    });
  });

  /** One presence per player: a second connection takes the place of the first, which is closed. */
  function enterWorld(socket: GameSocket, identity: SocketIdentity): Session {
    void socket.join(WORLD_ROOM);
    const existing = sessions.get(identity.userId);
    if (existing) {
      const previous = existing.socket;
      existing.socket = socket;
      existing.address = socketAddress(socket, ctx.config);
      const { announced } = existing.player;
      if (announced !== null) void socket.join(areaRoom(announced));
      previous.emit('notification', { type: 'warning', message: PRESENCE_MESSAGES.replacedByNewConnection });
      previous.disconnect(true);
      return existing;
    }
    const player = new LivePlayer(identity.userId, identity.inGameName, identity.x, identity.y);
    const session: Session = {
      player,
      socket,
      moveBudget: freshMoveBudget(ctx.clock.now()),
      moveRate: new MoveRate(ctx.config.rateLimits.move.perUser),
      moveFloodWarnedAt: -Infinity,
      unsaved: false,
      address: socketAddress(socket, ctx.config),
    };
    sessions.set(identity.userId, session);
    world.join(player);
    void socket.join(areaRoom(player.announced!));
    return session;
  }

  /** Judged as it arrives: everything a move needs is in the session, so nothing is awaited. */
  function onMove(session: Session, payload: unknown): void {
    const { player, socket } = session;
    if (stopped || frozen.has(player.playerId)) return;
    // Counted before parsing, so a flood of malformed moves is limited (and warned) too. Real
    // time, as the shared limiter counts it, whatever the game clock says.
    if (!session.moveRate.take(Date.now())) {
      const now = ctx.clock.now();
      if (now - session.moveFloodWarnedAt >= MOVE_FLOOD_WARNING_INTERVAL_MS) {
        session.moveFloodWarnedAt = now;
        socket.emit('notification', { type: 'warning', message: PRESENCE_MESSAGES.tooManyMoves });
      }
      return;
    }
    const parsed = playerMoveSchema.safeParse(payload);
    if (!parsed.success) {
      socket.emit('notification', { type: 'warning', message: PRESENCE_MESSAGES.invalidMove });
      return;
    }
    const { verdict, budget } = checkMove(player, parsed.data, session.moveBudget, ctx.clock.now());
    session.moveBudget = budget;
    if (verdict !== 'ok') {
      const reason = verdict === 'outside-world' ? POSITION_CORRECTION_REASONS.outsideWorld : POSITION_CORRECTION_REASONS.tooFast;
      socket.emit('position-corrected', { x: player.x, y: player.y, reason });
      return;
    }
    world.place(player, parsed.data.x, parsed.data.y);
    stats.movesAccepted += 1;
    session.unsaved = true;
  }

  function onChat(session: Session, payload: unknown): void {
    const { player, socket } = session;
    const parsed = parseChatMessage(payload);
    if (!parsed.ok) {
      if (parsed.reason === 'too-long') socket.emit('notification', { type: 'warning', message: MESSAGES.chatTooLong });
      return;
    }
    void ctx.rateLimits.take('chat', { userId: player.playerId, address: session.address }).then((verdict) => {
      if (!verdict.allowed) {
        socket.emit('notification', { type: 'warning', message: MESSAGES.chatRateLimited });
        return;
      }
      io.to(WORLD_ROOM).emit('chat-message', { id: randomUUID(), playerId: player.playerId, username: player.username, message: parsed.message, channel: parsed.channel, timestamp: ctx.clock.now() });
    });
  }

  const presence: Presence = {
    stats: () => ({ ...stats, players: sessions.size }),

    livePosition(userId) {
      const session = sessions.get(userId);
      return session ? { x: session.player.x, y: session.player.y } : undefined;
    },

    async changeCharacter(userId, change, outcome) {
      frozen.add(userId);
      const result = await writes.run(change).finally(() => frozen.delete(userId));
      const session = sessions.get(userId);
      if (!session) return result;
      if (outcome.kind === 'teleport') {
        world.place(session.player, outcome.x, outcome.y);
        // The character starts over at the start, and so does its move budget.
        session.moveBudget = freshMoveBudget(ctx.clock.now());
        // The change saved this position itself.
        session.unsaved = false;
        session.socket.emit('position-corrected', { x: outcome.x, y: outcome.y, reason: POSITION_CORRECTION_REASONS.characterReset });
      } else {
        sessions.delete(userId);
        world.leave(session.player);
        session.socket.emit('notification', { type: 'info', message: PRESENCE_MESSAGES.characterDeleted });
        session.socket.disconnect(true);
      }
      return result;
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      for (const unsubscribe of domainListeners) unsubscribe();
      clearTimeout(sliceTimer);
      clearInterval(saveTimer);
      await saveUnsaved();
      await writes.idle();
      if (ctx.presence === presence) delete ctx.presence;
    },
  };
  ctx.presence = presence;

  // What other modules tell one player goes to that player's socket, if they are online.
  const toPlayer = (playerId: string) => sessions.get(playerId)?.socket;
  const domainListeners = [
    ctx.events.on('player-notification', ({ playerId, notification }) => toPlayer(playerId)?.emit('notification', notification)),
    ctx.events.on('player-changed', ({ playerId, reason }) => toPlayer(playerId)?.emit('player-updated', { reason })),
    ctx.events.on('offer-filled', ({ ownerId, offer, filledQuantity }) => toPlayer(ownerId)?.emit('offer-filled', { offer, filledQuantity })),
  ];
  return presence;
}
