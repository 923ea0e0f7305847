/**
 * Presence fan-out benchmark: N players walking inside one city (everyone sees everyone, the
 * worst case for interest management) through the real PresenceWorld tick, without sockets.
 * Each players-moved batch is JSON-encoded once per observer, as socket.io does per emit.
 *
 *   npx tsx api/bench/presence.bench.ts [players ...]
 *
 * Reports µs per delivered update (one player's move arriving at one observer); DESIGN
 * "Realtime" budgets about 0.7 µs, against ~7.7 µs for a relay of each move to each peer.
 */
import { CITIES, PRESENCE_TICK_HZ, seededRandom, type OnlinePlayer, type PlayerMoved } from '@silkroad/shared';
import { LivePlayer, PresenceWorld, type PresenceOutbox } from '../src/modules/presence/presence-world';

const TICKS = 200;
/** Clients report at most every 100 ms, so about half the walkers move in a 50 ms tick. */
const MOVE_CHANCE_PER_TICK = 0.5;

class EncodingOutbox implements PresenceOutbox {
  bytes = 0;
  playerJoined(player: OnlinePlayer) {
    this.bytes += JSON.stringify(player).length;
  }
  playerLeft(playerId: string) {
    this.bytes += playerId.length;
  }
  playersMoved(moves: PlayerMoved[]) {
    this.bytes += JSON.stringify(moves).length;
  }
}

function run(playerCount: number): void {
  const city = CITIES[1]!;
  const random = seededRandom(playerCount);
  const world = new PresenceWorld();
  const outbox = new EncodingOutbox();
  const players = Array.from({ length: playerCount }, (_, i) => {
    const angle = random() * Math.PI * 2;
    const distance = random() * (city.radius - 20);
    return new LivePlayer(`player-${i}`, `Walker ${i}`, city.x + Math.cos(angle) * distance, city.y + Math.sin(angle) * distance, outbox);
  });
  for (const p of players) world.join(p);

  let updates = 0;
  let messages = 0;
  let tickNs = 0n;
  for (let t = 0; t < TICKS; t += 1) {
    for (const p of players) {
      if (random() >= MOVE_CHANCE_PER_TICK) continue;
      // Small steps that stay inside the city, as players strolling between stalls.
      const x = p.x + (random() - 0.5) * 8;
      const y = p.y + (random() - 0.5) * 8;
      if (Math.hypot(x - city.x, y - city.y) < city.radius - 5) world.place(p, x, y);
    }
    const started = process.hrtime.bigint();
    const report = world.tick();
    tickNs += process.hrtime.bigint() - started;
    updates += report.updates;
    messages += report.messages;
  }

  const seconds = TICKS / PRESENCE_TICK_HZ;
  const usPerUpdate = Number(tickNs) / 1000 / updates;
  const cpuShare = Number(tickNs) / 1e9 / seconds;
  console.log(
    `${String(playerCount).padStart(5)} players: ${(updates / seconds).toFixed(0).padStart(9)} updates/s in ${(messages / seconds).toFixed(0).padStart(6)} messages/s, ` +
      `${usPerUpdate.toFixed(3)} µs per update, ${(cpuShare * 100).toFixed(1)}% of a core`,
  );
}

const counts = process.argv.slice(2).map(Number).filter((n) => Number.isInteger(n) && n > 1);
for (const count of counts.length > 0 ? counts : [50, 150, 300, 600]) run(count);
