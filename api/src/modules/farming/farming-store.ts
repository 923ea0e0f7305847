import {
  cropProgress,
  cropTypeById,
  gameMonthIndex,
  growthStageName,
  growthStageNumber,
  itemValueCopper,
  plotTaxCopper,
  plotTypeById,
  taxMonthsDue,
  type CropQuality,
  type CropTypeId,
  type CropView,
  type PlotTypeId,
  type PlotView,
} from '@silkroad/shared';
import type { Executor } from '../../db/database';
import type { FarmCropsTable, FarmPlotsTable } from '../../db/schema';
import { recordLedger } from '../economy/ledger';
import { changePurse, copperOf } from '../economy/wallet';

export type PlotRow = FarmPlotsTable;
export type CropRow = FarmCropsTable;

export async function plotOf(db: Executor, playerId: string): Promise<PlotRow | undefined> {
  return db.selectFrom('farm_plots').selectAll().where('player_id', '=', playerId).executeTakeFirst();
}

export async function cropsOf(db: Executor, playerId: string): Promise<CropRow[]> {
  return db.selectFrom('farm_crops').selectAll().where('player_id', '=', playerId).orderBy('grid_position').execute();
}

export function cropView(row: CropRow, now: number): CropView {
  const progress = cropProgress(row.planted_at, row.ready_at, now);
  return {
    id: row.id,
    plotId: row.plot_id,
    cropType: row.crop_type as CropTypeId,
    gridPosition: row.grid_position,
    growthStage: growthStageNumber(progress),
    stageName: growthStageName(progress),
    progress,
    plantedAt: row.planted_at,
    harvestReadyAt: row.ready_at,
    expectedYield: row.expected_yield,
    quality: row.quality as CropQuality,
    isReady: now >= row.ready_at,
  };
}

export function plotView(plot: PlotRow, crops: readonly CropRow[], now: number): PlotView {
  const type = plotTypeById(plot.plot_type)!;
  return {
    id: plot.id,
    plotType: plot.plot_type as PlotTypeId,
    maxCrops: type.maxCrops,
    monthlyTax: plotTaxCopper(type),
    purchasedAt: plot.purchased_at,
    taxMonthsOwed: taxMonthsDue(plot.tax_paid_through, now),
    crops: crops.filter((crop) => crop.plot_id === plot.id).map((crop) => cropView(crop, now)),
  };
}

/** What a crop will fetch at its good's catalogue price, copper. */
export function cropValueCopper(cropType: string, expectedYield: number): number {
  const type = cropTypeById(cropType);
  return type ? itemValueCopper(type.yieldItemId) * expectedYield : 0;
}

export interface TaxSettlement {
  /** Months paid now. */
  paid: number;
  /** Months still owed after paying what the purse allowed. */
  owed: number;
  /** The copper those owed months come to. */
  owedCopper: number;
}

/**
 * Pays the farm's tax for every game month begun since the last one paid, as many months as the
 * purse covers, never below zero. Call it in a transaction that holds the player's row (the
 * purse read here decides how many months are paid). Each write carries its guard: the months
 * advance only from those read, so of two settlements one pays them; the copper goes through the
 * economy's guarded debit (a purse that shrank meanwhile refuses, rolling the months back with
 * it), with its ledger row.
 */
export async function settleTax(trx: Executor, plot: PlotRow, now: number): Promise<TaxSettlement> {
  const due = taxMonthsDue(plot.tax_paid_through, now);
  const tax = plotTaxCopper(plotTypeById(plot.plot_type)!);
  if (due === 0) return { paid: 0, owed: 0, owedCopper: 0 };
  const paid = Math.min(due, Math.floor((await copperOf(trx, plot.player_id)) / tax));
  if (paid > 0) {
    const advanced = await trx
      .updateTable('farm_plots')
      .set({ tax_paid_through: plot.tax_paid_through + paid })
      .where('id', '=', plot.id)
      .where('tax_paid_through', '=', plot.tax_paid_through)
      .executeTakeFirst();
    // Another settlement paid these months first: nothing is taken twice.
    if (Number(advanced.numUpdatedRows) !== 1) return { paid: 0, owed: due, owedCopper: due * tax };
    await changePurse(trx, plot.player_id, -paid * tax, now);
    await recordLedger(trx, { playerId: plot.player_id, kind: 'farm-tax', copperDelta: -paid * tax, refId: plot.id }, now);
    plot.tax_paid_through += paid;
  }
  return { paid, owed: due - paid, owedCopper: (due - paid) * tax };
}

/**
 * A character starting over forgets its farm: the plot and its crops go with the old character,
 * nothing refunded (docs/decisions.md "what starting over does to the farm").
 */
export async function forgetFarm(trx: Executor, playerId: string): Promise<void> {
  await trx.deleteFrom('farm_crops').where('player_id', '=', playerId).execute();
  await trx.deleteFrom('farm_plots').where('player_id', '=', playerId).execute();
}

/** The month a plot bought now has paid through: the purchase covers the month it is made in. */
export function taxPaidThroughAtPurchase(now: number): number {
  return gameMonthIndex(now);
}
