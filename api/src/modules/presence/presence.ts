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
} from '@silkroad/shared';
import type { GameSocketServer } from '../../app';
import type { AppContext } from '../../context';
import { socketAddress } from '../../http/client-address';
import { parseChatMessage } from './chat';
import { authenticateHandshake, identityOf, type SocketIdentity } from './handshake';
import { POSITION_SAVE_INTERVAL_MS, savePositions, WriteQueue } from './position-writer';
import type { PresenceControl } from './presence-control';
import { LivePlayer, PresenceWorld, type PresenceOutbox } from './presence-world';

type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/** Every player in the world is in this room: the general chat channel. */
const WORLD_ROOM = 'world';

/** The players standing in one city, who all see each other: its moves are broadcast here. */
function cityRoom(cityId: number): string {
  return `city:${cityId}`;
}

export interface Presence extends PresenceControl {
  /** Stops the loops and saves every unsaved position; call before closing the database. */
  stop(): Promise<void>;
}

/** One player's presence: the live player, its socket, and the state the move check needs. */
interface Session {
  player: LivePlayer;
  socket: GameSocket;
  /** The distance the player may still walk (ctx.clock time), for the speed check. */
  moveBudget: MoveBudget;
  /** player-move events numbered as they arrive, and the last one judged: moves apply in arrival order. */
  movesReceived: number;
  movesJudged: number;
  /** ctx.clock time of the last "too many moves" warning. */
  moveFloodWarnedAt: number;
  /** The live position differs from the saved one. */
  unsaved: boolean;
  /** The network address of the current socket, for per-address limits. */
  address: string;
}

const SILENT_OUTBOX: PresenceOutbox = { playerJoined() {}, playerLeft() {}, playersMoved() {} };

function socketOutbox(session: Session): PresenceOutbox {
  // session.socket is read at send time: a reconnecting player keeps its LivePlayer but gets a new socket.
  return {
    playerJoined: (player) => session.socket.emit('player-joined', player),
    playerLeft: (playerId) => session.socket.emit('player-left', { playerId }),
    playersMoved: (moves) => session.socket.emit('players-moved', moves),
  };
}

/**
 * Realtime presence and chat on the game's socket.io server (spec 000 §7 "Realtime socket",
 * DESIGN "Realtime"). Also sets `ctx.presence`, so HTTP routes can move or remove a live player.
 */
export function attachPresence(io: GameSocketServer, ctx: AppContext): Presence {
  // A city's moves go out once per tick to the city's room: socket.io encodes a room broadcast
  // once, however many players are in it.
  const world = new PresenceWorld({ cityMoved: (cityId, moves) => io.to(cityRoom(cityId)).emit('players-moved', moves) });
  const sessions = new Map<string, Session>();
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

  const tickTimer = setInterval(() => world.tick(), 1000 / PRESENCE_TICK_HZ);
  const saveTimer = setInterval(() => {
    void saveUnsaved();
  }, POSITION_SAVE_INTERVAL_MS);
  // The loops must not keep a process alive that has nothing else to do (tests, the desktop shell).
  tickTimer.unref();
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
    const identity = identityOf(socket);
    const session = enterWorld(socket, identity);
    const { player } = session;

    socket.emit('connection:established', { playerId: player.playerId, username: player.username, x: player.x, y: player.y, serverTime: ctx.clock.now() });
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
      joinCityRoom(existing);
      previous.emit('notification', { type: 'warning', message: PRESENCE_MESSAGES.replacedByNewConnection });
      previous.disconnect(true);
      return existing;
    }
    const player = new LivePlayer(identity.userId, identity.inGameName, identity.x, identity.y, SILENT_OUTBOX);
    const session: Session = { player, socket, moveBudget: freshMoveBudget(ctx.clock.now()), movesReceived: 0, movesJudged: 0, moveFloodWarnedAt: -Infinity, unsaved: false, address: socketAddress(socket, ctx.config) };
    player.outbox = socketOutbox(session);
    sessions.set(identity.userId, session);
    world.join(player);
    joinCityRoom(session);
    return session;
  }

  /** Places a player and keeps its socket in the room of the city it stands in. */
  function place(session: Session, x: number, y: number): void {
    const before = session.player.cityId;
    world.place(session.player, x, y);
    if (session.player.cityId === before) return;
    if (before !== null) void session.socket.leave(cityRoom(before));
    joinCityRoom(session);
  }

  function joinCityRoom({ socket, player }: Session): void {
    if (player.cityId !== null) void socket.join(cityRoom(player.cityId));
  }

  function onMove(session: Session, payload: unknown): void {
    const { player } = session;
    if (frozen.has(player.playerId)) return;
    session.movesReceived += 1;
    const arrival = session.movesReceived;
    // Counted before parsing, so a flood of malformed moves is limited (and warned) too.
    void ctx.rateLimits
      .take('move', { userId: player.playerId })
      .then((limit) => {
        // The world may have changed while the limiter answered: judge against what holds now.
        if (stopped || sessions.get(player.playerId) !== session || frozen.has(player.playerId)) return;
        // A later move was judged already (a store answering out of order): this one is stale.
        if (arrival < session.movesJudged) return;
        session.movesJudged = arrival;
        const { socket } = session;
        if (!limit.allowed) {
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
        place(session, parsed.data.x, parsed.data.y);
        session.unsaved = true;
      })
      .catch((error: unknown) => ctx.logger.error({ err: error }, 'judging a move failed'));
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
        place(session, outcome.x, outcome.y);
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
      clearInterval(tickTimer);
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
