import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io';
import {
  checkMove,
  freshMoveBudget,
  MESSAGES,
  moveBudgetEmptyAt,
  moveBudgetFromEmptyAt,
  MOVE_FLOOD_WARNING_INTERVAL_MS,
  playerMoveSchema,
  POSITION_CORRECTION_REASONS,
  PRESENCE_MESSAGES,
  PRESENCE_TICK_HZ,
  type ClientToServerEvents,
  type LocationState,
  type MoveBudget,
  type ServerToClientEvents,
  type ZoneKey,
} from '@silkroad/shared';
import type { GameSocketServer } from '../../app';
import type { Cluster } from '../../cluster/cluster';
import { takeOverUserRoom, userRoom } from '../../cluster/user-room';
import type { AppContext } from '../../context';
import { socketAddress } from '../../http/client-address';
import { parseChatMessage } from './chat';
import { HOLD_MAX_MS, relayCharacterChanges } from './character-change-relay';
import { authenticateHandshake, identityOf, type SocketIdentity } from './handshake';
import { characterResetAtOf, POSITION_SAVE_INTERVAL_MS, savePositions, WriteQueue } from './position-writer';
import { EventRate } from './event-rate';
import type { CharacterChangeOutcome, PresenceControl, PresenceStats } from './presence-control';
import { PresenceMirroring } from './presence-mirroring';
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
  /**
   * The distance the player may still walk (ctx.clock time), for the speed check. The player's, not
   * the socket's: a new connection continues it (moveBudgetOnEntry), and saves leave it behind.
   */
  moveBudget: MoveBudget;
  /** How many moves the player may still send in this rate-limit window. */
  moveRate: EventRate;
  /** The same for pings. */
  pingRate: EventRate;
  /** Where the character is: on the farm (IN_COUNTRYSIDE) its moves in the world are refused. */
  locationState: LocationState;
  /** ctx.clock time of the last "too many moves" warning. */
  moveFloodWarnedAt: number;
  /** The live position differs from the saved one. */
  unsaved: boolean;
  /** Which character the position belongs to (SavedPosition.characterResetAt). */
  characterResetAt: number | null;
  /** The network address of the current socket, for per-address limits. */
  address: string;
}

/**
 * Realtime presence and chat on the game's socket.io server (spec 000 §7 "Realtime socket",
 * DESIGN "Realtime"). Also sets `ctx.presence`, so HTTP routes can move or remove a live player.
 * In a `cluster` (DESIGN "Several processes") the world also shows the other processes' players,
 * each player has one session across all of them, and what happens to a player reaches them on
 * whichever process their socket is.
 */
export function attachPresence(io: GameSocketServer, ctx: AppContext, cluster?: Cluster): Presence {
  const sessions = new Map<string, Session>();
  const stats: PresenceStats = { players: 0, mirrored: 0, slices: 0, sliceMs: 0, longestSliceMs: 0, movesAccepted: 0, messages: 0, updates: 0, sharedFrameWrites: 0 };
  // Joins and leaves go to the rooms of whole areas, and a tick's moves to the players of one
  // slice of an area: each message is encoded once however many receive it. Local: presence ids
  // are this process's own, so none of it goes through a cluster's adapter.
  const feed: PresenceFeed = {
    joined(player, areas) {
      const socket = player.observes ? sessions.get(player.playerId)?.socket : undefined;
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
  /** Players whose character is being rewritten by an HTTP route here: their moves are dropped meanwhile. */
  const frozen = new Set<string>();
  /** The same for a route on another process, until it tells the outcome (or HOLD_MAX_MS passes). */
  const heldForPeers = new Map<string, ReturnType<typeof setTimeout>>();
  const isHeld = (playerId: string) => frozen.has(playerId) || heldForPeers.has(playerId);
  let stopped = false;

  /** Snapshots unsaved positions when the job runs (not when queued), so it never writes stale ones. */
  function saveUnsaved(only?: Session): Promise<void> {
    return writes.run(async () => {
      const batch = (only ? [only] : [...sessions.values()]).filter((s) => s.unsaved && !isHeld(s.player.playerId));
      for (const s of batch) s.unsaved = false;
      try {
        await savePositions(
          ctx.db,
          batch.map((s) => ({ playerId: s.player.playerId, x: s.player.x, y: s.player.y, characterResetAt: s.characterResetAt, moveBudgetEmptyAt: moveBudgetEmptyAt(s.moveBudget) })),
          ctx.clock.now(),
        );
      } catch (error) {
        for (const s of batch) s.unsaved = true;
        ctx.logger.error({ err: error }, 'saving player positions failed');
      }
    });
  }

  // Slices on a fixed schedule, not a fixed gap: an interval timer restarts after each run, so
  // a busy tick would stretch every later one. With nothing to send they stop until the next
  // move: an idle server (the desktop's offline one, a quiet night) would otherwise wake up
  // every few milliseconds for nothing.
  let sliceTimer: ReturnType<typeof setTimeout> | undefined;
  let nextSliceAt = 0;
  function scheduleSlice(at: number): void {
    nextSliceAt = at;
    sliceTimer = setTimeout(runSlice, Math.max(0, at - performance.now()));
    // The loop must not keep a process alive that has nothing else to do (tests, the desktop shell).
    sliceTimer.unref();
  }
  function wakeSlices(): void {
    if (sliceTimer === undefined && !stopped) scheduleSlice(performance.now() + SLICE_MS);
  }
  function runSlice(): void {
    sliceTimer = undefined;
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
    const now = performance.now();
    stats.slices += 1;
    stats.sliceMs += now - started;
    stats.longestSliceMs = Math.max(stats.longestSliceMs, now - started);
    if (!world.pending) return;
    // More than a tick behind (a stalled process): carry on from now rather than rush to catch up.
    scheduleSlice(nextSliceAt + SLICE_MS < now - SLICE_MS * TICK_SLICES ? now + SLICE_MS : nextSliceAt + SLICE_MS);
  }
  const saveTimer = setInterval(() => {
    void saveUnsaved();
  }, POSITION_SAVE_INTERVAL_MS);
  saveTimer.unref();

  // The other processes' players, shown in this world; this process's, published for them.
  const mirroring = cluster
    ? new PresenceMirroring({ world, cluster, localPlayers: () => [...sessions.values()].map((s) => s.player), wake: wakeSlices, now: () => ctx.clock.now(), logger: ctx.logger })
    : undefined;

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
    const { session, replaced } = enterWorld(socket, identity);
    const { player } = session;
    // One session per player across processes: the player's other sockets, here or elsewhere, are
    // told why and closed; the one here at once, after the notice (the adapter's close of it
    // would come back from Redis later).
    takeOverUserRoom(io, socket, identity.userId, { type: 'warning', message: PRESENCE_MESSAGES.replacedByNewConnection }).catch((error: unknown) =>
      ctx.logger.error({ err: error }, 'joining the player room failed'),
    );
    replaced?.disconnect(true);

    socket.emit('connection:established', { playerId: player.playerId, presenceId: player.presenceId, username: player.username, x: player.x, y: player.y, serverTime: ctx.clock.now() });
    socket.emit('existing-players', world.visibleTo(player));

    socket.on('player-move', (payload: unknown) => onMove(session, payload));
    socket.on('chat-message', (payload: unknown) => onChat(session, payload));
    socket.on('ping', () => {
      if (session.pingRate.take(Date.now())) socket.emit('pong', { serverTime: ctx.clock.now() });
    });
    socket.on('disconnect', () => {
      if (stopped || session.socket !== socket || sessions.get(player.playerId) !== session) return;
      sessions.delete(player.playerId);
      world.leave(player);
      mirroring?.left(player);
      // The move budget stays with the player: saved even when the position is not, so the next
      // connection, here or on another process, continues it (a connection here waits for it).
      session.unsaved = true;
      void saveUnsaved(session);
    });
  });

  /**
   * One presence per player: a second connection to this process takes over the session of the
   * first, whose socket is `replaced` (the caller closes it after the notice). A player who was
   * on another process a moment ago enters where that process last had them.
   */
  function enterWorld(socket: GameSocket, identity: SocketIdentity): { session: Session; replaced?: GameSocket } {
    void socket.join(WORLD_ROOM);
    const existing = sessions.get(identity.userId);
    if (existing) {
      const replaced = existing.socket;
      existing.socket = socket;
      existing.address = socketAddress(socket, ctx.config);
      const { announced } = existing.player;
      if (announced !== null) void socket.join(areaRoom(announced));
      return { session: existing, replaced };
    }
    // Fresher than the database (saved every few seconds), unless the character was started over since.
    const heard = mirroring?.claim(identity.userId);
    const fresher = heard !== undefined && heard.heardAt > (identity.characterResetAt ?? -Infinity) && (heard.x !== identity.x || heard.y !== identity.y);
    const player = new LivePlayer(identity.userId, identity.inGameName, fresher ? heard.x : identity.x, fresher ? heard.y : identity.y);
    const session: Session = {
      player,
      socket,
      moveBudget: moveBudgetOnEntry(identity, heard?.movedAt),
      moveRate: new EventRate(ctx.config.rateLimits.move.perUser),
      pingRate: new EventRate(ctx.config.rateLimits.ping.perUser),
      locationState: identity.locationState,
      moveFloodWarnedAt: -Infinity,
      unsaved: fresher,
      characterResetAt: identity.characterResetAt,
      address: socketAddress(socket, ctx.config),
    };
    sessions.set(identity.userId, session);
    world.join(player);
    mirroring?.joined(player);
    void socket.join(areaRoom(player.announced!));
    return { session };
  }

  /**
   * The budget a new session starts with. The player's own, continued (docs/decisions.md "move
   * budget across connections"): what their last session left behind, refilled since. A player
   * still live on another process (a second window there) has no saved budget yet: theirs is taken
   * as empty when that process last told of them arriving or moving (`movedAt`, this clock), the
   * most it can have spent by then (less a tick's refill, the moves not yet heard). One with
   * nothing saved starts with one client frame's worth (MOVE_BUDGET_START_PX).
   */
  function moveBudgetOnEntry(identity: SocketIdentity, movedElsewhereAt: number | undefined): MoveBudget {
    if (movedElsewhereAt !== undefined) return moveBudgetFromEmptyAt(movedElsewhereAt);
    return identity.moveBudgetEmptyAt === null ? freshMoveBudget(ctx.clock.now()) : moveBudgetFromEmptyAt(identity.moveBudgetEmptyAt);
  }

  /** Judged as it arrives: everything a move needs is in the session, so nothing is awaited. */
  function onMove(session: Session, payload: unknown): void {
    const { player, socket } = session;
    if (stopped || isHeld(player.playerId)) return;
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
    // On the farm the character waits at the gate: the world is walked again after Return to City.
    if (session.locationState === 'IN_COUNTRYSIDE') {
      socket.emit('position-corrected', { x: player.x, y: player.y, reason: POSITION_CORRECTION_REASONS.onFarm });
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
    wakeSlices();
    mirroring?.moved(player);
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

  /**
   * Puts a committed character change into effect on the player's session here, if there is one.
   * Runs in the write queue, so no save of the old character's position runs in between.
   */
  async function applyCharacterChange(userId: string, outcome: CharacterChangeOutcome): Promise<void> {
    const session = sessions.get(userId);
    if (!session) return;
    if (outcome.kind === 'relocate') {
      session.locationState = outcome.state;
      return;
    }
    if (outcome.kind === 'leave') {
      sessions.delete(userId);
      world.leave(session.player);
      mirroring?.left(session.player);
      session.socket.emit('notification', { type: 'info', message: PRESENCE_MESSAGES.characterDeleted });
      session.socket.disconnect(true);
      return;
    }
    let characterResetAt: number | null;
    try {
      characterResetAt = await characterResetAtOf(ctx.db, userId);
    } catch (error) {
      // Without the new character's mark every later save would be refused: a fresh connection reads it.
      ctx.logger.error({ err: error }, 'reading a started-over character failed; its player is disconnected');
      session.socket.disconnect(true);
      return;
    }
    if (sessions.get(userId) !== session) return;
    session.characterResetAt = characterResetAt;
    // A character started over stands in the world (resetProgress), wherever it was.
    session.locationState = 'IN_CITY';
    world.place(session.player, outcome.x, outcome.y);
    wakeSlices();
    mirroring?.moved(session.player);
    // The character starts over at the start, and so does its move budget.
    session.moveBudget = freshMoveBudget(ctx.clock.now());
    // The change saved this position itself.
    session.unsaved = false;
    session.socket.emit('position-corrected', { x: outcome.x, y: outcome.y, reason: POSITION_CORRECTION_REASONS.characterReset });
  }

  function letGo(playerId: string): void {
    clearTimeout(heldForPeers.get(playerId));
    heldForPeers.delete(playerId);
  }

  // A route on another process changing a character whose session is here.
  const relay = cluster
    ? relayCharacterChanges(
        io,
        {
          async hold(playerId) {
            if (!sessions.has(playerId)) return false;
            letGo(playerId);
            const timer = setTimeout(() => heldForPeers.delete(playerId), HOLD_MAX_MS);
            timer.unref();
            heldForPeers.set(playerId, timer);
            // A save of the old position under way finishes before the change starts.
            await writes.idle();
            return true;
          },
          settle(playerId, outcome) {
            if (!outcome) {
              letGo(playerId);
              return;
            }
            void writes
              .run(() => applyCharacterChange(playerId, outcome))
              .catch((error: unknown) => ctx.logger.error({ err: error }, 'applying a character change from another process failed'))
              .finally(() => letGo(playerId));
          },
        },
        ctx.logger,
      )
    : undefined;

  const presence: Presence = {
    stats: () => ({ ...stats, players: sessions.size, mirrored: mirroring?.size ?? 0 }),

    livePosition(userId) {
      const session = sessions.get(userId);
      // A player on another process stands where its latest batch said: at most a tick old.
      return session ? { x: session.player.x, y: session.player.y } : mirroring?.position(userId);
    },

    async changeCharacter(userId, change, outcome) {
      if (relay && !sessions.has(userId) && mirroring?.originOf(userId) !== undefined) return relay.run(userId, change, outcome);
      frozen.add(userId);
      try {
        return await writes.run(async () => {
          const result = await change();
          await applyCharacterChange(userId, outcome);
          return result;
        });
      } finally {
        frozen.delete(userId);
      }
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      for (const unsubscribe of domainListeners) unsubscribe();
      relay?.stop();
      if (sliceTimer !== undefined) clearTimeout(sliceTimer);
      clearInterval(saveTimer);
      for (const timer of heldForPeers.values()) clearTimeout(timer);
      await mirroring?.stop();
      await saveUnsaved();
      await writes.idle();
      if (ctx.presence === presence) delete ctx.presence;
    },
  };
  ctx.presence = presence;

  // What other modules tell one player goes to that player's room. Domain events fire on the
  // process where the change happened; the room reaches the player's socket on whichever process
  // it is, exactly once (the adapter delivers here and publishes for the others, who skip their
  // own messages), and nowhere when the player is offline.
  const toPlayer = (playerId: string) => io.to(userRoom(playerId));
  const domainListeners = [
    ctx.events.on('player-notification', ({ playerId, notification }) => toPlayer(playerId).emit('notification', notification)),
    ctx.events.on('player-changed', ({ playerId, reason }) => toPlayer(playerId).emit('player-updated', { reason })),
    ctx.events.on('offer-filled', ({ ownerId, offer, filledQuantity }) => toPlayer(ownerId).emit('offer-filled', { offer, filledQuantity })),
  ];
  return presence;
}
