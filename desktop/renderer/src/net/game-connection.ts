import {
  CHAT_MAX_LENGTH,
  cleanChatText,
  PING_INTERVAL_MS,
  SOCKET_CONNECT_TIMEOUT_MS,
  type ClientToServerEvents,
  type GameNotification,
  type NodeUpdate,
  type ServerToClientEvents,
  type SocketRefusalCode,
} from '@silkroad/shared';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { GameBus } from '../bus/game-bus';
import { MoveThrottle, type Point } from './move-throttle';
import { PresenceDirectory } from './presence-directory';
import { reconnectDelayMs, shouldReconnectAfter } from './reconnect';

export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type SocketFactory = (url: string, options: Partial<ManagerOptions & SocketOptions>) => GameSocket;

/**
 * idle: not started or stopped; connecting: first attempt; connected; reconnecting: between or
 * during retries after a drop; failed: retries exhausted, waiting for the player to press Retry;
 * replaced: the same player joined from another window, which took over (retrying here would
 * just push that window out in turn, so only the player's Retry reconnects).
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'replaced';

export interface EstablishedPayload {
  playerId: string;
  /** The local player's own number in `players-moved`. */
  presenceId: number;
  username: string;
  x: number;
  y: number;
  serverTime: number;
}

/** The payload of a server event, as the socket protocol declares it. */
type Pushed<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

export interface ConnectionEvents {
  status: ConnectionStatus;
  established: EstablishedPayload;
  notification: GameNotification;
  'market-update': Pushed<'market-update'>;
  'price-change': Pushed<'price-change'>;
  'offer-filled': Pushed<'offer-filled'>;
  'player-updated': Pushed<'player-updated'>;
  /** A resource node in view changed or was removed (parsed by the gathering controller). */
  'node-update': NodeUpdate;
  /** The player's journey moved on (started, stopped at or left an encounter, arrived, turned back). */
  'journey-update': Pushed<'journey-update'>;
  /** The caravan stands at an encounter: the dialog opens. */
  'encounter-start': Pushed<'encounter-start'>;
  /** A random event happens to the player (000 §9): the random-event dialog opens. */
  'random-event': Pushed<'random-event'>;
}

export interface GameConnectionOptions {
  url: string;
  bus: GameBus;
  /** An access token good for the handshake; null when there is no session any more. Throws when unreachable. */
  getToken(): Promise<string | null>;
  /** Rotates the tokens; false when the server refused (session over). Throws when unreachable. */
  refreshToken(): Promise<boolean>;
  onSessionExpired(): void;
  /** The account has no in-game name (any more): the player must choose one before joining. */
  onNeedsInGameName(): void;
  createSocket?: SocketFactory;
  now?: () => number;
}

/** The server's refusal code of a handshake, when the error carries one. */
function refusalCode(error: Error): SocketRefusalCode | undefined {
  const data = (error as Error & { data?: { code?: unknown } }).data;
  return typeof data?.code === 'string' ? (data.code as SocketRefusalCode) : undefined;
}

/**
 * The one realtime connection of a signed-in player: it feeds the world through the bus, reports
 * the player's moves (throttled), and reconnects on its own schedule after a drop (socket.io's
 * own reconnection is off, so the spec's 2 s x attempt, 5 attempts rule is the only one).
 */
export class GameConnection {
  readonly events = new GameBus<ConnectionEvents>();
  private socket: GameSocket | null = null;
  private status: ConnectionStatus = 'idle';
  private token: string | null = null;
  private running = false;
  /** Bumped by stop(): continuations of an older run see the mismatch and do nothing. */
  private generation = 0;
  private attempt = 0;
  private triedRefresh = false;
  private replaced = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private moveTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pingSentAt: number | null = null;
  private latency: number | null = null;
  private readonly throttle = new MoveThrottle();
  /** Names the players of `players-moved`; rebuilt on every connection. */
  private readonly directory = new PresenceDirectory();
  private unsubscribeBus: (() => void) | null = null;
  /** Cities whose markets something on screen follows, with how many watchers each. */
  private readonly watchedMarkets = new Map<number, number>();
  private readonly now: () => number;
  /** This client's own player: its caravan in the feed is drawn by the world from its own journey. */
  private playerId: string | null = null;

  constructor(private readonly options: GameConnectionOptions) {
    this.now = options.now ?? Date.now;
  }

  readonly getStatus = (): ConnectionStatus => this.status;

  readonly subscribe = (listener: () => void): (() => void) => this.events.on('status', () => listener());

  get latencyMs(): number | null {
    return this.latency;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    this.triedRefresh = false;
    this.unsubscribeBus = this.options.bus.on('player:moved', (position) => this.onLocalMove(position));
    void this.connect();
  }

  /** Disconnects on purpose (no retries) and can be started again later. */
  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.generation += 1;
    this.clearTimers();
    this.unsubscribeBus?.();
    this.unsubscribeBus = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.removeAllListeners();
      socket.disconnect();
    }
    this.throttle.reset();
    this.setStatus('idle');
  }

  /** The Retry button of the "reconnection failed" state: a fresh round of attempts. */
  retry(): void {
    if (!this.running || (this.status !== 'failed' && this.status !== 'replaced')) return;
    this.attempt = 0;
    this.triedRefresh = false;
    this.replaced = false;
    void this.connect();
  }

  /** Sends the text cleaned as the server will clean it (cleanChatText), so the sender sees what others see. */
  sendChat(text: string): boolean {
    const message = cleanChatText(text).slice(0, CHAT_MAX_LENGTH);
    if (!message || this.status !== 'connected' || !this.socket) return false;
    this.socket.emit('chat-message', { message, channel: 'general' });
    return true;
  }

  /**
   * Follows a city's markets (market-update, price-change) until the returned function is
   * called. Watchers of one city share one subscription, renewed after every reconnect.
   */
  watchMarket(cityId: number): () => void {
    const count = this.watchedMarkets.get(cityId) ?? 0;
    this.watchedMarkets.set(cityId, count + 1);
    if (count === 0 && this.status === 'connected') this.socket?.emit('market-subscribe', { cityId });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.watchedMarkets.get(cityId) ?? 1) - 1;
      if (left > 0) {
        this.watchedMarkets.set(cityId, left);
        return;
      }
      this.watchedMarkets.delete(cityId);
      if (this.status === 'connected') this.socket?.emit('market-unsubscribe', { cityId });
    };
  }

  private async connect(): Promise<void> {
    const generation = this.generation;
    this.clearRetryTimer();
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    let token: string | null;
    try {
      token = await this.options.getToken();
    } catch {
      if (generation === this.generation) this.scheduleRetry();
      return;
    }
    if (generation !== this.generation) return;
    if (!token) {
      this.endSession();
      return;
    }
    this.token = token;
    this.ensureSocket().connect();
  }

  private ensureSocket(): GameSocket {
    if (this.socket) return this.socket;
    const create: SocketFactory = this.options.createSocket ?? ((url, options) => io(url, options));
    const socket = create(this.options.url, {
      // A function, so every attempt presents the newest token.
      auth: (cb: (data: object) => void) => cb({ token: this.token }),
      transports: ['websocket'],
      reconnection: false,
      timeout: SOCKET_CONNECT_TIMEOUT_MS,
      autoConnect: false,
      forceNew: true,
    });
    this.socket = socket;
    this.listen(socket);
    return socket;
  }

  private listen(socket: GameSocket): void {
    const { bus } = this.options;
    socket.on('connect', () => {
      this.attempt = 0;
      this.triedRefresh = false;
      this.replaced = false;
      this.throttle.reset();
      this.startPing();
      // A new connection starts with no subscriptions on the server.
      for (const cityId of this.watchedMarkets.keys()) socket.emit('market-subscribe', { cityId });
      this.setStatus('connected');
    });
    socket.on('connect_error', (error) => void this.onConnectError(error));
    socket.on('disconnect', (reason) => {
      this.stopPing();
      if (!this.running) return;
      if (this.replaced) this.setStatus('replaced');
      else if (shouldReconnectAfter(reason)) this.scheduleRetry();
      else this.setStatus('idle');
    });
    socket.on('connection:established', (payload) => {
      this.playerId = payload.playerId;
      this.directory.reset(payload.presenceId);
      this.throttle.acknowledge(payload);
      bus.emit('player:teleport', { x: payload.x, y: payload.y });
      this.events.emit('established', payload);
    });
    socket.on('existing-players', (players) => {
      this.directory.replaceAll(players);
      bus.emit('remote:existing', players);
    });
    socket.on('player-joined', (player) => {
      this.directory.add(player);
      bus.emit('remote:joined', player);
    });
    socket.on('player-left', (payload) => {
      this.directory.remove(payload.playerId);
      bus.emit('remote:left', payload);
    });
    socket.on('players-moved', (batch) => {
      const moves = this.directory.decode(batch);
      if (moves.length > 0) bus.emit('remote:moved', moves);
    });
    socket.on('position-corrected', ({ x, y }) => {
      this.throttle.acknowledge({ x, y });
      bus.emit('player:teleport', { x, y });
    });
    socket.on('pack-pace', ({ pace }) => bus.emit('pack:pace', { pace }));
    socket.on('chat-message', (message) => bus.emit('chat:received', message));
    socket.on('notification', (notification) => {
      if (notification.code === 'REPLACED_BY_NEW_CONNECTION') this.replaced = true;
      this.events.emit('notification', notification);
    });
    socket.on('market-update', (payload) => this.events.emit('market-update', payload));
    socket.on('price-change', (payload) => this.events.emit('price-change', payload));
    socket.on('offer-filled', (payload) => this.events.emit('offer-filled', payload));
    socket.on('player-updated', (payload) => this.events.emit('player-updated', payload));
    socket.on('node-update', (payload) => this.events.emit('node-update', payload));
    socket.on('journey-update', (journey) => this.events.emit('journey-update', journey));
    socket.on('caravans', ({ caravans, serverTime }) => {
      const others = caravans.filter((caravan) => caravan.playerId !== this.playerId);
      bus.emit('caravans:seen', { caravans: others, serverOffsetMs: serverTime - this.now() });
    });
    socket.on('encounter-start', (payload) => this.events.emit('encounter-start', payload));
    socket.on('random-event', (event) => this.events.emit('random-event', event));
    socket.on('pong', () => {
      if (this.pingSentAt !== null) this.latency = this.now() - this.pingSentAt;
      this.pingSentAt = null;
    });
  }

  private async onConnectError(error: Error): Promise<void> {
    if (!this.running) return;
    const code = refusalCode(error);
    if (code === 'NEEDS_IN_GAME_NAME') {
      this.stop();
      this.options.onNeedsInGameName();
      return;
    }
    if (code === 'CHARACTER_NOT_FOUND') {
      this.endSession();
      return;
    }
    const authRefusal = code === 'TOKEN_EXPIRED' || code === 'UNAUTHENTICATED';
    if (!authRefusal) {
      this.scheduleRetry();
      return;
    }
    // An expired or rejected token: one refresh and one more try, then the session is over.
    if (this.triedRefresh) {
      this.endSession();
      return;
    }
    this.triedRefresh = true;
    const generation = this.generation;
    let refreshed: boolean;
    try {
      refreshed = await this.options.refreshToken();
    } catch {
      if (generation === this.generation) this.scheduleRetry();
      return;
    }
    if (generation !== this.generation) return;
    if (refreshed) void this.connect();
    else this.endSession();
  }

  private scheduleRetry(): void {
    if (!this.running) return;
    this.clearRetryTimer();
    this.attempt += 1;
    const delay = reconnectDelayMs(this.attempt);
    if (delay === null) {
      this.setStatus('failed');
      return;
    }
    this.setStatus('reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
  }

  private endSession(): void {
    this.stop();
    this.options.onSessionExpired();
  }

  private onLocalMove(position: Point): void {
    if (this.status !== 'connected') return;
    this.apply(this.throttle.offer(position, this.now()));
  }

  private apply(decision: ReturnType<MoveThrottle['offer']>): void {
    if (decision.kind === 'send') {
      this.socket?.emit('player-move', { x: decision.position.x, y: decision.position.y });
    } else if (decision.kind === 'wait' && this.moveTimer === null) {
      this.moveTimer = setTimeout(() => {
        this.moveTimer = null;
        if (this.status === 'connected') this.apply(this.throttle.flush(this.now()));
      }, decision.waitMs);
    }
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(() => {
      this.pingSentAt = this.now();
      this.socket?.emit('ping');
    }, PING_INTERVAL_MS);
  }

  private stopPing(): void {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
    this.pingSentAt = null;
  }

  private clearRetryTimer(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private clearTimers(): void {
    this.clearRetryTimer();
    this.stopPing();
    if (this.moveTimer !== null) clearTimeout(this.moveTimer);
    this.moveTimer = null;
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.events.emit('status', status);
  }
}
