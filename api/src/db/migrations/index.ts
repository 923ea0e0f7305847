import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as markets from './0002-markets';
import * as oneActiveContract from './0003-one-active-contract';
import * as fairPlay from './0004-fair-play';
import * as farming from './0005-farming';
import * as gathering from './0006-gathering';
import * as clientLogs from './0007-client-logs';
import * as professions from './0008-professions';
import * as plantedTreesGrow from './0009-planted-trees-grow';
import * as contractBoard from './0010-contract-board';
import * as clientReportBounds from './0011-client-report-bounds';
import * as nameKeys from './0012-name-keys';
import * as rowBounds from './0013-row-bounds';
import * as playerMoveBudget from './0014-player-move-budget';
import * as experienceLedger from './0015-experience-ledger';
import * as journeys from './0016-journeys';
import * as randomEvents from './0017-random-events';
import * as npcs from './0018-npcs';
import * as quests from './0019-quests';
import * as oracle from './0020-oracle';
import * as progress from './0021-progress';
import * as journeysReturn from './0022-journeys-return';
import * as tradeBatchFunctions from './0023-trade-batch-functions';
import * as tradeBatchCities from './0024-trade-batch-cities';
import * as ledgerActs from './0025-ledger-acts';
import * as tradeBatchLockGuarded from './0026-trade-batch-lock-guarded';
import * as achievementRewards from './0027-achievement-rewards';
import * as royalSealUnsold from './0028-royal-seal-unsold';
import * as vaultByCity from './0029-vault-by-city';

/** Migrations are imported, not read from disk, so a bundled server carries them. Append only. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-markets': markets,
  '0003-one-active-contract': oneActiveContract,
  '0004-fair-play': fairPlay,
  '0005-farming': farming,
  '0006-gathering': gathering,
  '0007-client-logs': clientLogs,
  '0008-professions': professions,
  '0009-planted-trees-grow': plantedTreesGrow,
  '0010-contract-board': contractBoard,
  '0011-client-report-bounds': clientReportBounds,
  '0012-name-keys': nameKeys,
  '0013-row-bounds': rowBounds,
  '0014-player-move-budget': playerMoveBudget,
  '0015-experience-ledger': experienceLedger,
  '0016-journeys': journeys,
  '0017-random-events': randomEvents,
  '0018-npcs': npcs,
  '0019-quests': quests,
  '0020-oracle': oracle,
  '0021-progress': progress,
  '0022-journeys-return': journeysReturn,
  '0023-trade-batch-functions': tradeBatchFunctions,
  '0024-trade-batch-cities': tradeBatchCities,
  '0025-ledger-acts': ledgerActs,
  '0026-trade-batch-lock-guarded': tradeBatchLockGuarded,
  '0027-achievement-rewards': achievementRewards,
  '0028-royal-seal-unsold': royalSealUnsold,
  '0029-vault-by-city': vaultByCity,
};
