import { randomUUID } from 'node:crypto';
import {
  cropTypeById,
  expectedYield,
  FARMING_ERRORS,
  insufficientFundsReason,
  formatCoins,
  growthTimeMs,
  harvestXp,
  itemValueCopper,
  playerLevelForXp,
  plotPriceCopper,
  plotTypeById,
  rollCropQuality,
  STARTER_PLOT_TYPE,
  taxMonthsDue,
  type CropView,
  type PlotView,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { isUniqueViolation, lockPlayers, transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { gainExperience } from '../economy/experience';
import { addItems, removeItems } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { changePurse } from '../economy/wallet';
import { readPlace, requireFarm } from '../players/player-position';
import { cropsOf, cropValueCopper, cropView, plotOf, plotView, settleTax, taxPaidThroughAtPurchase, type PlotRow, type TaxSettlement } from './farming-store';

export interface TaxNotice {
  monthsOwed: number;
  amountOwed: number;
  message: string;
}

function taxNotice(settlement: TaxSettlement): TaxNotice | null {
  if (settlement.owed === 0) return null;
  const months = settlement.owed === 1 ? 'one game month' : `${settlement.owed} game months`;
  return {
    monthsOwed: settlement.owed,
    amountOwed: settlement.owedCopper,
    message: `Your farm’s tax for ${months} is unpaid: ${formatCoins(settlement.owedCopper)}. It is paid as soon as your purse holds it; until then nothing new can be planted.`,
  };
}

/**
 * Pays whatever tax has fallen due, in its own short transaction, only when some has: reads of
 * the farm run often (the farm view refreshes every 10 s) and must not all write.
 */
async function settleDueTax(ctx: AppContext, plot: PlotRow): Promise<TaxSettlement> {
  const now = ctx.clock.now();
  if (taxMonthsDue(plot.tax_paid_through, now) === 0) return { paid: 0, owed: 0, owedCopper: 0 };
  return transact(ctx.db, async (trx) => {
    await lockPlayers(trx, [plot.player_id]);
    const fresh = await plotOf(trx, plot.player_id);
    if (!fresh) return { paid: 0, owed: 0, owedCopper: 0 };
    const settlement = await settleTax(trx, fresh, now);
    plot.tax_paid_through = fresh.tax_paid_through;
    return settlement;
  });
}

export interface FarmView {
  plots: PlotView[];
  taxNotice: TaxNotice | null;
}

export async function farmOf(ctx: AppContext, playerId: string): Promise<FarmView> {
  const plot = await plotOf(ctx.db, playerId);
  if (!plot) return { plots: [], taxNotice: null };
  const settlement = await settleDueTax(ctx, plot);
  const crops = await cropsOf(ctx.db, playerId);
  return { plots: [plotView(plot, crops, ctx.clock.now())], taxNotice: taxNotice(settlement) };
}

export async function farmingStatus(ctx: AppContext, playerId: string) {
  const { plots, taxNotice: notice } = await farmOf(ctx, playerId);
  const crops = plots.flatMap((plot) => plot.crops);
  const ready = crops.filter((crop) => crop.isReady);
  const growing = crops.filter((crop) => !crop.isReady);
  const freeSlots = plots.reduce((sum, plot) => sum + plot.maxCrops - plot.crops.length, 0);
  const nextAction = plots.length === 0 ? 'BUY_PLOT' : ready.length > 0 ? 'HARVEST' : freeSlots > 0 ? 'PLANT' : 'WAIT';
  return {
    totalPlots: plots.length,
    totalCrops: crops.length,
    readyCrops: ready.length,
    growingCrops: growing.length,
    freeSlots,
    potentialIncome: crops.reduce((sum, crop) => sum + cropValueCopper(crop.cropType, crop.expectedYield), 0),
    hasPlots: plots.length > 0,
    nextAction: nextAction as 'BUY_PLOT' | 'PLANT' | 'WAIT' | 'HARVEST',
    nextReadyAt: growing.length === 0 ? null : Math.min(...growing.map((crop) => crop.harvestReadyAt)),
    taxNotice: notice,
  };
}

/** Spec 000 §5: "You need {n}c but only have {m}c", under the farming panel's "Insufficient Funds". */
async function insufficientFunds(trx: Executor, playerId: string, needed: number): Promise<Refusal> {
  const row = await trx.selectFrom('players').select('copper').where('user_id', '=', playerId).executeTakeFirst();
  const details = { neededCopper: needed, heldCopper: row?.copper ?? 0 };
  return new Refusal('INSUFFICIENT_FUNDS', `Insufficient Funds: ${insufficientFundsReason(details)}`, undefined, details);
}

export async function purchasePlot(ctx: AppContext, playerId: string, plotTypeId: string | undefined): Promise<{ plot: PlotView; totalCopper: number; message: string }> {
  const type = plotTypeById(plotTypeId ?? STARTER_PLOT_TYPE);
  if (!type) throw new Refusal('UNKNOWN_PLOT_TYPE');
  const now = ctx.clock.now();
  const price = plotPriceCopper(type);
  const bought = await transact(ctx.db, async (trx) => {
    await lockPlayers(trx, [playerId]);
    // Farming is done on the farm, checked on the row this transaction holds (a walk out through the gate waits for it).
    requireFarm(await readPlace(trx, ctx, playerId, { lock: false }));
    if (await plotOf(trx, playerId)) throw new Refusal('PLOT_LIMIT');
    let totalCopper: number;
    try {
      totalCopper = await changePurse(trx, playerId, -price, now);
    } catch (error) {
      if (error instanceof Refusal && error.code === 'INSUFFICIENT_FUNDS') throw await insufficientFunds(trx, playerId, price);
      throw error;
    }
    const plot: PlotRow = { id: `plot-${randomUUID()}`, player_id: playerId, plot_type: type.id, purchased_at: now, tax_paid_through: taxPaidThroughAtPurchase(now) };
    try {
      await trx.insertInto('farm_plots').values(plot).execute();
    } catch (error) {
      // A concurrent purchase landed first: the unique player_id is the guard.
      if (isUniqueViolation(error)) throw new Refusal('PLOT_LIMIT');
      throw error;
    }
    await recordLedger(trx, { playerId, kind: 'plot-purchase', copperDelta: -price, refId: plot.id }, now);
    return { plot: plotView(plot, [], now), totalCopper, message: `${type.name} purchased for ${formatCoins(price)}` };
  });
  // After the commit: the player's other windows refresh their purse.
  ctx.events.emit('player-changed', { playerId, reason: 'plot-purchase' });
  return bought;
}

export async function plantCrop(ctx: AppContext, playerId: string, request: { plotId: string; cropType: string; gridPosition: number }): Promise<{ crop: CropView; message: string }> {
  const type = cropTypeById(request.cropType);
  if (!type) throw new Refusal('UNKNOWN_CROP_TYPE');
  const now = ctx.clock.now();
  const planted = await transact(ctx.db, async (trx) => {
    await lockPlayers(trx, [playerId]);
    // Farming is done on the farm, checked on the row this transaction holds (a walk out through the gate waits for it).
    requireFarm(await readPlace(trx, ctx, playerId, { lock: false }));
    const plot = await plotOf(trx, playerId);
    if (!plot) throw new Refusal('NO_PLOT');
    // Someone else's plot reads as no plot at all: ids reveal nothing.
    if (plot.id !== request.plotId) throw new Refusal('PLOT_NOT_FOUND');
    const { maxCrops } = plotTypeById(plot.plot_type)!;
    if (request.gridPosition < 0 || request.gridPosition >= maxCrops) throw new Refusal('INVALID_GRID_POSITION', `${FARMING_ERRORS.INVALID_GRID_POSITION}: beds are numbered 0 to ${maxCrops - 1}`);
    const taxes = await settleTax(trx, plot, now);
    if (taxes.owed > 0) throw new Refusal('TAX_OVERDUE', taxNotice(taxes)!.message);
    const occupied = await trx.selectFrom('farm_crops').select('id').where('plot_id', '=', plot.id).where('grid_position', '=', request.gridPosition).executeTakeFirst();
    if (occupied) throw new Refusal('SLOT_OCCUPIED');
    try {
      await removeItems(trx, playerId, type.seedItemId, 1);
    } catch (error) {
      if (error instanceof Refusal && error.code === 'INSUFFICIENT_ITEMS') throw new Refusal('NO_SEEDS');
      throw error;
    }
    const quality = rollCropQuality(ctx.random);
    const row = {
      id: `crop-${randomUUID()}`,
      plot_id: plot.id,
      player_id: playerId,
      crop_type: type.id,
      grid_position: request.gridPosition,
      planted_at: now,
      ready_at: now + growthTimeMs(type),
      quality,
      expected_yield: expectedYield(type, quality),
    };
    try {
      await trx.insertInto('farm_crops').values(row).execute();
    } catch (error) {
      // Two plantings of one bed at once: the bed's unique index lets one through.
      if (isUniqueViolation(error)) throw new Refusal('SLOT_OCCUPIED');
      throw error;
    }
    await recordLedger(trx, { playerId, kind: 'farm-plant', itemId: type.seedItemId, quantity: -1, copperDelta: 0, refId: row.id }, now);
    return { crop: cropView(row, now), message: `${type.name} planted: ready in ${type.growthTimeMinutes} minutes` };
  });
  ctx.events.emit('player-changed', { playerId, reason: 'farm-plant' });
  return planted;
}

export interface HarvestResult {
  cropId: string;
  itemId: string;
  yield: number;
  quality: CropView['quality'];
  xpGained: number;
  experience: number;
  level: number;
  message: string;
}

export async function harvestCrop(ctx: AppContext, playerId: string, cropId: string): Promise<HarvestResult> {
  const now = ctx.clock.now();
  const reaped = await transact(ctx.db, async (trx): Promise<HarvestResult> => {
    await lockPlayers(trx, [playerId]);
    // Farming is done on the farm, checked on the row this transaction holds (a walk out through the gate waits for it).
    requireFarm(await readPlace(trx, ctx, playerId, { lock: false }));
    const crop = await trx.selectFrom('farm_crops').selectAll().where('id', '=', cropId).where('player_id', '=', playerId).executeTakeFirst();
    if (!crop) throw new Refusal('CROP_NOT_FOUND');
    if (now < crop.ready_at) {
      const minutes = Math.ceil((crop.ready_at - now) / 60_000);
      throw new Refusal('CROP_NOT_READY', `This crop is not ready to harvest yet: ${minutes} minute${minutes === 1 ? '' : 's'} to go`);
    }
    // The delete is the guard: of two harvests of one crop, one deletes it and the other finds nothing.
    const deleted = await trx.deleteFrom('farm_crops').where('id', '=', crop.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw new Refusal('CROP_NOT_FOUND');
    const type = cropTypeById(crop.crop_type)!;
    await addItems(trx, playerId, type.yieldItemId, crop.expected_yield);
    await recordLedger(trx, { playerId, kind: 'farm-harvest', itemId: type.yieldItemId, quantity: crop.expected_yield, copperDelta: 0, refId: crop.id }, now);
    const xpGained = harvestXp(crop.expected_yield);
    const experience = await gainExperience(trx, playerId, 'player', xpGained, { kind: 'farm-harvest', refId: crop.id }, now);
    const level = playerLevelForXp(experience);
    return {
      cropId: crop.id,
      itemId: type.yieldItemId,
      yield: crop.expected_yield,
      quality: crop.quality as CropView['quality'],
      xpGained,
      experience,
      level,
      message: `Harvested ${crop.expected_yield} ${type.name} (${crop.quality}) worth about ${formatCoins(itemValueCopper(type.yieldItemId) * crop.expected_yield)}`,
    };
  });
  ctx.events.emit('player-changed', { playerId, reason: 'farm-harvest' });
  return reaped;
}
