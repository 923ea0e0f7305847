import { API_ROUTES } from '@silkroad/shared';
import { placeOverHttp, sendRoute, type SignedInSession } from './session';

export interface FarmSetUp {
  /** Seeds bought at the Grand Bazaar first: item id to quantity. */
  seeds?: Readonly<Record<string, number>>;
  /** The plot bought (implied by crops). */
  plot?: boolean;
  /** Seeds sown in these beds (the seeds must be among those bought). */
  crops?: ReadonlyArray<{ bed: number; cropType: string }>;
}

/**
 * Sets up a farmer over HTTP, through the routes the game itself calls: seeds from the Grand
 * Bazaar, then on the farm (the development route takes them through its gate), the plot bought
 * and beds sown. For tests about what comes after; buying, planting and the plot are played on
 * screen in their own tests.
 */
export async function setUpFarm(serverUrl: string, session: SignedInSession, setUp: FarmSetUp): Promise<void> {
  const seeds = Object.entries(setUp.seeds ?? {});
  if (seeds.length > 0) {
    await placeOverHttp(serverUrl, session, { at: 'market', cityId: 1 });
    for (const [itemId, quantity] of seeds) await sendRoute(serverUrl, session, API_ROUTES.trade.execute, { body: { type: 'buy', itemId, cityId: 1, quantity, priceLimit: 1_000_000 } });
  }
  await placeOverHttp(serverUrl, session, { at: 'farm' });
  if (!setUp.plot && !setUp.crops?.length) return;
  const { plot } = (await sendRoute(serverUrl, session, API_ROUTES.farming.purchasePlot, { body: {} })).data;
  for (const { bed, cropType } of setUp.crops ?? []) await sendRoute(serverUrl, session, API_ROUTES.farming.plant, { body: { plotId: plot.id, cropType, gridPosition: bed } });
}
