/**
 * `npm run sim:economy` (issue 33): every honest strategy and every loop played with the game's
 * own rules on an injected clock for a game week, at skill 1, 3 and 6; prints copper per real
 * hour as the table of docs/economy.md "Copper per hour". `-- --hours N` plays N game hours instead.
 */
import { economyTable } from '../src/sim/economy/report';
import { GAME_WEEK_HOURS, realMsOfGameHours, runEconomy } from '../src/sim/economy/run';

const flag = process.argv.indexOf('--hours');
const gameHours = flag >= 0 ? Number(process.argv[flag + 1]) : GAME_WEEK_HOURS;
const started = Date.now();
const rows = runEconomy(gameHours);
console.log(`Copper per real hour over ${gameHours} game hours (${realMsOfGameHours(gameHours) / 3_600_000} real hours), seed 33:\n`);
console.log(economyTable(rows));
console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
