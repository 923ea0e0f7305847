/**
 * Presence tick benchmark, without sockets: N players walking through the real PresenceWorld
 * tick, either all in one city (everyone may see everyone, the worst case) or spread over the
 * world (within the view radius). Each player is shown its nearest INTEREST_LIMIT; each message
 * is JSON-encoded, as socket.io does; what socket.io then spends per observer (one frame, one
 * write each) is the scale bench's subject (presence-scale.bench.ts).
 *
 *   npm run bench:presence-tick -- [players ...] [--spread]
 *
 * Reports µs of tick per delivered update (one player's move reaching one observer).
 */
import { CITIES, PRESENCE_TICK_HZ, seededRandom, WORLD_HEIGHT, WORLD_WIDTH, type OnlinePlayer } from '@silkroad/shared';
import { LivePlayer, PresenceWorld, type PresenceFeed } from '../src/modules/presence/presence-world';

const TICKS = 200;
/** Clients report at most every 100 ms, so about half the walkers move in a 50 ms tick. */
const MOVE_CHANCE_PER_TICK = 0.5;

class EncodingFeed implements PresenceFeed {
  bytes = 0;
  shown(_observer: LivePlayer, player: LivePlayer) {
    this.bytes += JSON.stringify(['player-joined', player.snapshot()]).length;
  }
  hidden(_observer: LivePlayer, player: LivePlayer) {
    this.bytes += JSON.stringify(['player-left', { playerId: player.playerId }]).length;
  }
  entered(_player: LivePlayer, _from: number, _to: number, visible: OnlinePlayer[]) {
    this.bytes += JSON.stringify(['existing-players', visible]).length;
  }
  news(observer: LivePlayer, hidden: readonly LivePlayer[], shown: readonly LivePlayer[], batch: string) {
    for (const player of hidden) this.hidden(observer, player);
    for (const player of shown) this.shown(observer, player);
    if (batch !== '') this.bytes += JSON.stringify(['players-moved', batch]).length;
  }
}

function run(playerCount: number, spread: boolean): void {
  const city = CITIES[1]!;
  const random = seededRandom(playerCount);
  const feed = new EncodingFeed();
  const world = new PresenceWorld(feed);
  const players = Array.from({ length: playerCount }, (_, i) => {
    if (spread) return new LivePlayer(`player-${i}`, `Walker ${i}`, random() * WORLD_WIDTH, random() * WORLD_HEIGHT);
    const angle = random() * Math.PI * 2;
    const distance = random() * (city.radius - 20);
    return new LivePlayer(`player-${i}`, `Walker ${i}`, city.x + Math.cos(angle) * distance, city.y + Math.sin(angle) * distance);
  });
  for (const p of players) world.join(p);
  const homes = players.map((p) => ({ x: p.x, y: p.y }));

  let updates = 0;
  let messages = 0;
  let tickNs = 0n;
  for (let t = 0; t < TICKS; t += 1) {
    for (const [i, p] of players.entries()) {
      if (random() >= MOVE_CHANCE_PER_TICK) continue;
      // Small steps around home, as players strolling between stalls or along a road.
      const home = homes[i]!;
      const x = Math.min(WORLD_WIDTH, Math.max(0, p.x + (random() - 0.5) * 8));
      const y = Math.min(WORLD_HEIGHT, Math.max(0, p.y + (random() - 0.5) * 8));
      if (Math.hypot(x - home.x, y - home.y) < (spread ? 100 : city.radius - 5 - Math.hypot(home.x - city.x, home.y - city.y))) world.place(p, x, y);
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
    `${String(playerCount).padStart(5)} players${spread ? ' spread' : ' in a city'}: ${(updates / seconds).toFixed(0).padStart(9)} updates/s in ${(messages / seconds).toFixed(0).padStart(5)} messages/s, ` +
      `${usPerUpdate.toFixed(4)} µs per update, ${(cpuShare * 100).toFixed(2)}% of a core`,
  );
}

const args = process.argv.slice(2);
const spread = args.includes('--spread');
const counts = args.map(Number).filter((n) => Number.isInteger(n) && n > 1);
for (const count of counts.length > 0 ? counts : [150, 400, 800, 2000]) run(count, spread);
