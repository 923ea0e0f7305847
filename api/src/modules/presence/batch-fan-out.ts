import type { Socket } from 'socket.io';
import type { MovesBatch } from '@silkroad/shared';

/**
 * What this module reads of a socket's connection: socket.io's `socket.conn` is Engine.IO's
 * socket, whose WebSocket transport holds the `ws` connection and its frame sender. Engine.IO
 * itself writes a room broadcast's pre-built frame through that sender; none of it is typed as
 * public, so its shape is checked (once per transport) and its state at every send, and
 * anything unexpected takes socket.io's own path.
 */
interface EngineConnection {
  readyState?: string;
  upgrading?: boolean;
  writeBuffer?: unknown[];
  transport?: {
    name?: string;
    socket?: {
      readyState?: number;
      extensions?: string;
      _sender?: { sendFrame?: (frame: Buffer[], callback?: () => void) => void };
    };
  };
}

const WEBSOCKET_OPEN = 1;

type Transport = NonNullable<EngineConnection['transport']>;
type SendFrame = (frame: Buffer[], callback?: () => void) => void;

/** What never changes for a connection's transport: whether it can take the shared frame, and how. */
interface FramePath {
  /** The transport it was read from (an upgrade replaces it). */
  transport: Transport | undefined;
  ws?: NonNullable<Transport['socket']>;
  sendFrame?: SendFrame;
}

/** Per socket, read once per transport rather than at every send. */
const paths = new WeakMap<Socket, FramePath>();

function framePathOf(conn: EngineConnection): FramePath {
  const transport = conn.transport;
  const ws = transport?.socket;
  const sender = ws?._sender;
  // A compressed connection frames each message itself.
  if (transport?.name !== 'websocket' || !ws || ws.extensions !== '' || typeof sender?.sendFrame !== 'function') return { transport };
  return { transport, ws, sendFrame: sender.sendFrame.bind(sender) };
}

/** Writes the frame straight to a plain, open WebSocket connection with nothing queued in Engine.IO; false otherwise. */
function sendShared(socket: Socket, frame: () => Buffer[]): boolean {
  const conn = socket.conn as unknown as EngineConnection;
  let path = paths.get(socket);
  if (path === undefined || path.transport !== conn.transport) {
    path = framePathOf(conn);
    paths.set(socket, path);
  }
  const { ws, sendFrame } = path;
  // Anything Engine.IO still holds must go out first: then the batch queues behind it there.
  if (!ws || !sendFrame || conn.readyState !== 'open' || conn.upgrading || conn.writeBuffer?.length !== 0 || ws.readyState !== WEBSOCKET_OPEN) return false;
  sendFrame(frame());
  return true;
}

/** The bytes of a WebSocket text frame's header for `length` bytes of payload. */
function headerLength(length: number): number {
  return length < 126 ? 2 : length < 0x1_0000 ? 4 : 10;
}

/** Writes an unmasked, final text frame's header for `length` bytes at `at`; returns where the payload starts. */
function writeHeader(frame: Buffer, at: number, length: number): number {
  frame[at] = 0x81;
  if (length < 126) {
    frame[at + 1] = length;
    return at + 2;
  }
  if (length < 0x1_0000) {
    frame[at + 1] = 126;
    frame.writeUInt16BE(length, at + 2);
    return at + 4;
  }
  frame[at + 1] = 127;
  frame.writeUInt32BE(0, at + 2);
  frame.writeUInt32BE(length, at + 6);
  return at + 10;
}

/**
 * An event packet as sendPackets writes it: the event, its payload, and both as Engine.IO
 * message text, in parts (`head` then `tail`, or `head`, the `body` and `tail`): written into the
 * frame part by part, a joined string would first be copied whole into a flat one.
 */
export interface EventPacket {
  event: string;
  payload: unknown;
  head: string;
  body: string;
  tail: string;
}

/** Socket.io event packets as Engine.IO message text: "4" a message, "2" an event on the main namespace. */
export function eventPacket(event: string, payload: unknown): EventPacket {
  return { event, payload, head: `42${JSON.stringify([event, payload])}`, body: '', tail: '' };
}

const MOVES_HEAD = '42["players-moved","';
const MOVES_TAIL = '"]';

/** A `players-moved` batch as a packet: the batch is base64, so nothing in it needs JSON's escaping. */
export function movesPacket(batch: MovesBatch): EventPacket {
  return { event: 'players-moved', payload: batch, head: MOVES_HEAD, body: batch, tail: MOVES_TAIL };
}

/** A packet's message length in bytes: a text frame holds UTF-8 (a name or a reason need not be ASCII). */
const byteLengthOf = ({ head, body, tail }: EventPacket) => Buffer.byteLength(head) + Buffer.byteLength(body) + Buffer.byteLength(tail);

/** The packets as consecutive text frames in one buffer. */
function framesOf(packets: readonly EventPacket[]): Buffer {
  const lengths = packets.map(byteLengthOf);
  const frame = Buffer.allocUnsafe(lengths.reduce((size, length) => size + headerLength(length) + length, 0));
  let at = 0;
  packets.forEach(({ head, body, tail }, i) => {
    at = writeHeader(frame, at, lengths[i]!);
    at += frame.write(head, at);
    if (body.length > 0) at += frame.write(body, at);
    if (tail.length > 0) at += frame.write(tail, at);
  });
  return frame;
}

/**
 * Sends one player several event packets (already encoded, eventPacket) in one write, in order:
 * a slice's changes of its view and its moves. Through socket.io, one emit each, when the
 * connection is not a plain open WebSocket with nothing queued. True when written directly.
 */
export function sendPackets(socket: Socket, packets: readonly EventPacket[]): boolean {
  if (packets.length === 0) return true;
  if (sendShared(socket, () => [framesOf(packets)])) return true;
  for (const packet of packets) socket.emit(packet.event as 'players-moved', packet.payload as never);
  return false;
}
