import { describe, expect, it } from 'vitest';
import { isNpcOpen, npcById, NPCS } from '@silkroad/shared';
import { eventually } from './pages/game-page';
import { TradingPage } from './pages/trading-page';
import { advanceToHour } from './support/dev-clock';
import { freshServerEachTest } from './support/stage';
import type { Player } from './support/players';

/** The merchant of the Golden Horn, open 09:00-18:00, and the Varangian of the night watch beside the Hagia Sophia. */
const MERCHANT = npcById('nikephoros-kamateros')!;
const NIGHT_WATCH = npcById('harald-the-varangian')!;
/** A step south of the merchant: in his reach, nearer to him than to anything else E uses. */
const BY_THE_MERCHANT = { x: MERCHANT.position!.x + 14, y: MERCHANT.position!.y + 26 };
const ON_THE_MAP = NPCS.filter((npc) => npc.position !== null);

type ProbedNpc = ReturnType<NonNullable<Window['__silkroadWorld']>['npcs']>[number];


const stage = freshServerEachTest({ devMode: true });

async function npcs(player: Player): Promise<ProbedNpc[]> {
  return player.game.page.evaluate(() => window.__silkroadWorld?.npcs() ?? []);
}

async function npc(player: Player, id: string): Promise<ProbedNpc | undefined> {
  return (await npcs(player)).find((entry) => entry.id === id);
}

async function visitorByTheMerchant(label: string): Promise<{ player: Player; trader: TradingPage }> {
  const player = await stage.players.inWorld(label, { place: { at: 'point', ...BY_THE_MERCHANT } });
  const trader = new TradingPage(player.game);
  await player.game.cameraSettled();
  await player.game.focusWorld();
  return { player, trader };
}

describe('the people of the cities, in a real browser against the real server', () => {
  it('NPCs stand in the cities; at night a closed one is dimmed and does not answer; in reach by day E shows the greeting bubble', async () => {
    // By day (the servers of the browser tests start in a late morning).
    const { player, trader } = await visitorByTheMerchant('visitor');
    const drawn = await eventually(
      () => npcs(player),
      (list) => list.length === ON_THE_MAP.length,
    );
    expect(drawn.map((entry) => entry.id).sort()).toEqual(ON_THE_MAP.map((entry) => entry.id).sort());
    for (const entry of drawn) {
      const placed = npcById(entry.id)!;
      expect({ x: entry.x, y: entry.y }).toEqual(placed.position);
    }
    const merchant = await eventually(
      () => npc(player, MERCHANT.id),
      (entry) => entry?.target === true,
    );
    expect(merchant).toMatchObject({ name: MERCHANT.name, open: true, dimmed: false, alpha: 1, subtitle: 'Merchant', inReach: true, bubble: null, answered: 0 });
    await trader.shot('npcs-by-day');

    // Twice at once: the second press falls within the spec's 1 s NPC cooldown and does nothing.
    await trader.press('e');
    await trader.press('e');
    const greeting = await eventually(
      () => npc(player, MERCHANT.id),
      (entry) => entry?.bubble !== null,
    );
    await player.game.afterFrames(3);
    expect({ ...greeting, answered: (await npc(player, MERCHANT.id))?.answered }).toMatchObject({ bubble: MERCHANT.dialogue.greeting, bubbleTone: 'greeting', answered: 1 });
    await trader.shot('npc-greeting');
    // The bubble says its line for 3 s, then goes.
    await eventually(
      () => npc(player, MERCHANT.id),
      (entry) => entry?.bubble === null,
      6_000,
    );

    // By night: the merchant is shut, the night watch on duty.
    const night = await advanceToHour(stage.server.url, 22);
    expect(isNpcOpen(MERCHANT, night.timeOfDay)).toBe(false);
    const { player: late, trader: lateTrader } = await visitorByTheMerchant('late visitor');
    const shut = await eventually(
      () => npc(late, MERCHANT.id),
      (entry) => entry?.dimmed === true && entry.target,
    );
    expect(shut).toMatchObject({ open: false, subtitle: 'Merchant · closed until 09:00', inReach: true });
    expect(shut!.alpha).toBeLessThan(1);
    expect(await npc(late, NIGHT_WATCH.id)).toMatchObject({ open: true, dimmed: false });
    await lateTrader.press('e');
    const notice = await eventually(
      () => npc(late, MERCHANT.id),
      (entry) => entry?.bubble !== null,
    );
    expect(notice).toMatchObject({ bubble: `${MERCHANT.name} is closed (opens 09:00)`, bubbleTone: 'notice', answered: 0 });
    await lateTrader.shot('npcs-at-night');
  });
});
