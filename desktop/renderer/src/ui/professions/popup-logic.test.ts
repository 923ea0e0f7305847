import { PROFESSION_ACTION_TEXTS, PROFESSION_IDS, professionActionById, type ActionResultView } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { actionRows, costText, craftingStatus, durationMinutes, emptyText, nextCheckDelayMs, POPUP_CONFIG, popupTitle, resultView, sessionProgress, smithyTitle, timeLeftText } from './popup-logic';

const result = (over: Partial<ActionResultView> = {}): ActionResultView => ({
  success: true,
  items: [{ itemId: 'logs', quantity: 3, unitValueCopper: 40 }],
  xpGained: 12,
  message: 'Tree Felling succeeded: 3 items worth 1s 20c',
  totalValueCopper: 120,
  successRate: 0.75,
  marketCondition: null,
  impactCityId: null,
  level: 2,
  experience: 112,
  leveledUp: true,
  ...over,
});

describe('profession popup texts', () => {
  it('shows durations in whole minutes and costs as coins, Free when nothing is paid', () => {
    expect(durationMinutes(120_000)).toBe(2);
    expect(durationMinutes(179_000)).toBe(2);
    expect(durationMinutes(1_800_000)).toBe(30);
    expect(costText(0)).toBe('Free');
    expect(costText(5)).toBe('5c');
    expect(costText(150)).toBe('1s 50c');
  });

  it('titles each popup as the spec does, the forge after its ground', () => {
    expect(popupTitle('logging', 'forest')).toBe('Logging');
    expect(popupTitle('mining', 'mountains')).toBe('Mining operations');
    expect(popupTitle('blacksmithing', 'plains')).toBe('Plains Smithy');
    expect(smithyTitle('hills')).toBe('Hills Smithy');
    expect(popupTitle('crafting', 'plains')).toBe('Crafting Workshop');
    expect(POPUP_CONFIG.crafting.testId).toBe('crafting-modal');
    expect(POPUP_CONFIG.textiles.testId).toBe('profession-popup-textiles');
    expect(craftingStatus(3)).toBe('Found 3 crafting option(s)');
  });

  it('prompts with E in the spec’s words', () => {
    expect(PROFESSION_IDS.map((p) => POPUP_CONFIG[p].prompt)).toEqual([
      'Press E to mine',
      'Press E to log',
      'Press E to blacksmith',
      'Press E to craft',
      'Press E to trade',
      'Press E for alchemy',
      'Press E for cooking',
      'Press E for textiles',
    ]);
  });

  it('keeps the spec’s timers: logging 10 s, smithing 12 s, trading closes 3 s after a start, the three crafts 5 s after a result', () => {
    expect(POPUP_CONFIG.logging.resultCloseMs).toBe(10_000);
    expect(POPUP_CONFIG.blacksmithing.resultCloseMs).toBe(12_000);
    expect(POPUP_CONFIG.trading.closeAfterStartMs).toBe(3_000);
    for (const p of ['alchemy', 'cooking', 'textiles'] as const) expect(POPUP_CONFIG[p].closeAfterFinishMs).toBe(5_000);
    expect(POPUP_CONFIG.mining.resultCloseMs).toBeNull();
  });

  it('says why nothing can start: the wrong ground, or no action available', () => {
    const terrain = (id: string) => ({ id, available: false, code: 'terrain' as const, reason: 'Cannot log here! Look for forests or wooded hills.' });
    expect(emptyText('logging', [terrain('tree-felling'), terrain('hardwood-logging')])).toBe('Cannot log here! Look for forests or wooded hills.');
    expect(emptyText('logging', [terrain('tree-felling'), { id: 'hardwood-logging', available: false, code: 'level', reason: 'x' }])).toBe('No logging actions available. Check your tools and skill level.');
    expect(emptyText('mining', [])).toBe('Cannot mine here! Look for mountains or hills.');
    expect(emptyText('blacksmithing', [terrain('basic-forging')])).toBe('No forge available! Look for cities and towns.');
    expect(emptyText('crafting', [terrain('simple-woodworking')])).toBe('No crafting options available in this area. Try moving to plains or hills areas.');
    expect(emptyText('trading', [terrain('market-analysis')])).toBe('No trading opportunities available in this area. Seek out cities with active markets and merchant guilds.');
    expect(emptyText('alchemy', [terrain('basic-brewing')])).toBe(PROFESSION_ACTION_TEXTS.alchemy.noneAvailable);
    expect(emptyText('logging', [{ id: 'tree-felling', available: true, code: null, reason: null }])).toBeNull();
  });
});

describe('profession popup rows', () => {
  it('describes each action from the catalogue, with the server’s verdict', () => {
    const felling = professionActionById('tree-felling')!;
    const [row, unknown] = actionRows([
      { id: 'tree-felling', available: false, code: 'tools', reason: 'Need Axe!' },
      { id: 'future-action', available: true, code: null, reason: null },
    ]);
    expect(row).toMatchObject({ id: 'tree-felling', name: felling.name, minutes: Math.floor(felling.durationMs / 60_000), level: felling.requiredLevel, xp: felling.xp, available: false, reason: 'Need Axe!' });
    expect(row!.outputs).toContain('Logs');
    expect(row!.needs).toContain('Axe');
    expect(unknown).toMatchObject({ id: 'future-action', name: 'future-action', available: true, reason: null });
  });
});

describe('profession popup sessions', () => {
  const session = { startedAt: 10_000, endsAt: 130_000, remainingMs: 120_000, status: 'in-progress' as const };

  it('follows the session by the server’s clock', () => {
    expect(sessionProgress(session, 10_000)).toBe(0);
    expect(sessionProgress(session, 70_000)).toBe(0.5);
    expect(sessionProgress(session, 200_000)).toBe(1);
    expect(sessionProgress(session, 0)).toBe(0);
    expect(sessionProgress({ startedAt: 5, endsAt: 5 }, 0)).toBe(1);
    expect(timeLeftText(session, 10_000)).toBe('2:00');
    expect(timeLeftText(session, 129_500)).toBe('0:01');
    expect(timeLeftText(session, 140_000)).toBe('0:00');
    expect(timeLeftText({ endsAt: 3_700_000 }, 0)).toBe('1:01:40');
  });

  it('asks for the result just after the end, and again every few seconds after it', () => {
    expect(nextCheckDelayMs(session, 30_000)).toBe(100_250);
    expect(nextCheckDelayMs(session, 130_000)).toBe(2_000);
    expect(nextCheckDelayMs(session, 130_000, 0)).toBe(0);
  });

  it('believes the server when its clock ran ahead of the client’s estimate, and asks at once about a ready session', () => {
    // The server said 5 s were left; the client's estimate of the server clock still says 100 s.
    expect(nextCheckDelayMs({ ...session, remainingMs: 5_000 }, 30_000)).toBe(5_250);
    expect(nextCheckDelayMs({ ...session, remainingMs: 0, status: 'ready' }, 30_000)).toBe(0);
  });

  it('shows a result’s items with their value, XP, level and level-up', () => {
    expect(resultView('logging', result())).toEqual({
      success: true,
      heading: 'Success!',
      message: 'Tree Felling succeeded: 3 items worth 1s 20c',
      note: null,
      items: [{ itemId: 'logs', name: 'Logs', quantity: 3, valueCopper: 120 }],
      totalValueCopper: 120,
      xpGained: 12,
      level: 2,
      leveledUp: true,
    });
  });

  it('words a failure with the profession’s text, and textiles add the XP of the attempt', () => {
    expect(resultView('mining', result({ success: false, items: [], message: '' })).message).toBe('Mining attempt failed - the vein was exhausted or tools broke.');
    const textiles = resultView('textiles', result({ success: false, items: [], xpGained: 4, message: PROFESSION_ACTION_TEXTS.textiles.failure }));
    expect(textiles).toMatchObject({ heading: 'Failed', message: 'The textile work failed - materials were damaged or the pattern went wrong.', note: 'Gained 4 XP from the attempt' });
  });
});
