import { npcById, type NpcView } from '@silkroad/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../net/api-client';
import { questFixture } from '../../net/quest-fixture';
import { NpcDialogView, type NpcDialogProps } from './NpcDialogView';
import { primaryPanel, refusalText, serviceAction } from './npc-texts';
import { StockView } from './StockView';

const nothing = () => undefined;
const text = (html: string) => html.replace(/<[^>]+>/g, '');
const innkeeper = npcById('eudokia-xiphilina')!;
const merchant = npcById('nikephoros-kamateros')!;

function talkView(overrides: Partial<NpcView> = {}): NpcView {
  return {
    npcId: merchant.id,
    name: merchant.name,
    type: merchant.type,
    cityId: 1,
    open: true,
    hours: { open: '09:00', close: '18:00' },
    greeting: merchant.dialogue.greeting,
    line: merchant.dialogue.lines[0]!,
    services: [
      { service: 'trade', allowed: true, reason: null, priceCopper: null },
      { service: 'appraise', allowed: true, reason: null, priceCopper: null },
      { service: 'rumours', allowed: true, reason: null, priceCopper: null },
    ],
    stock: [{ itemId: 'silk', itemName: 'Silk', quantity: 12, maxQuantity: 50, unitPriceCopper: 9_500, specialUnitPriceCopper: 6_650, specialUnitsLeft: 5, requirement: null }],
    directions: null,
    diplomacyXp: 5,
    ...overrides,
  };
}

function dialog(props: Partial<NpcDialogProps>): string {
  return renderToStaticMarkup(
    <NpcDialogView
      npc={innkeeper}
      view={null}
      talkError={null}
      quests={null}
      questBusy={null}
      panel={null}
      panelContent={null}
      serviceBusy={false}
      note={null}
      onService={nothing}
      onAccept={nothing}
      onClaim={nothing}
      onClose={nothing}
      {...props}
    />,
  );
}

describe('an NPC’s window', () => {
  it('is titled with the name, the type and the level, greets, and has a cross and Close', () => {
    const html = dialog({});
    expect(html).toContain('data-testid="npc-dialog"');
    expect(html).toMatch(/id="npc-dialog-title"[^>]*>Eudokia Xiphilina</);
    expect(text(html)).toContain('Innkeeper · Level 7');
    expect(html).toMatch(/data-testid="npc-greeting"[^>]*>“Come in out of the dust/);
    expect(html).toContain('data-testid="npc-dialog-x"');
    expect(html).toMatch(/data-testid="npc-dialog-close"[^>]*>Close</);
  });

  it('lists their quests, what can be done first at the top', () => {
    const html = dialog({ quests: [questFixture({ id: 'later', status: 'locked', lockedReason: 'Not yet' }), questFixture()] });
    expect(html.indexOf('npc-quest-a-stranger-in-the-city')).toBeLessThan(html.indexOf('npc-quest-later'));
    expect(html).toContain('data-testid="quest-accept-a-stranger-in-the-city"');
  });

  it('shows the services greyed until the NPC has answered, then as the server allows them, with the gate’s words and a price', () => {
    expect(dialog({})).toMatch(/<button[^>]*data-testid="npc-service-lodging"[^>]*disabled=""/);
    const banker = npcById('leo-argyros')!;
    const html = dialog({
      npc: banker,
      view: talkView({
        services: [
          { service: 'vault', allowed: true, reason: null, priceCopper: 1_000 },
          { service: 'currency-exchange', allowed: false, reason: 'Trading skill too low (Requires Trading 2)', priceCopper: null },
        ],
      }),
    });
    expect(html).not.toMatch(/<button[^>]*data-testid="npc-service-vault"[^>]*disabled=""/);
    expect(html).toMatch(/<button[^>]*data-testid="npc-service-currency-exchange"[^>]*disabled=""/);
    expect(text(html)).toContain('Trading skill too low (Requires Trading 2)');
    const caravaneer = dialog({ npc: npcById('jalal-the-caravan-master')!, view: talkView({ services: [{ service: 'hire-guide', allowed: true, reason: null, priceCopper: 5_000 }] }) });
    expect(text(caravaneer)).toContain('Hire a Guide50s');
  });

  it('greys a service that asks a standing with the reputation it needs, in the gates’ words', () => {
    const html = dialog({
      npc: npcById('abu-l-hasan-the-treasurer')!,
      view: talkView({ services: [{ service: 'diplomatic-services', allowed: false, reason: 'Reputation too low (Requires Reputation 10)', priceCopper: 25_000 }] }),
    });
    expect(html).toMatch(/<button[^>]*data-testid="npc-service-diplomatic-services"[^>]*disabled=""/);
    expect(text(html)).toContain('Reputation too low (Requires Reputation 10)');
  });

  it('says why the NPC did not answer', () => {
    expect(dialog({ talkError: 'Too far away: walk up to them first' })).toMatch(/data-testid="npc-talk-error"[^>]*>Too far away/);
  });
});

describe('a merchant’s counter', () => {
  it('lists each good with its price (the special offer beside the usual), what is left, a quantity and Buy', () => {
    const html = renderToStaticMarkup(<StockView stock={talkView().stock} busy={false} onBuy={nothing} />);
    expect(html).toContain('data-testid="npc-stock-silk"');
    expect(text(html)).toContain('Silk');
    expect(text(html)).toContain('Special');
    expect(text(html)).toContain('Special95s66s 50c12 left');
    expect(html).toMatch(/data-testid="npc-left-silk"[^>]*>12 left</);
    expect(html).toMatch(/data-testid="npc-buy-silk"[^>]*>Buy</);
  });

  it('a sold-out good cannot be bought', () => {
    const stock = [{ ...talkView().stock![0]!, quantity: 0 }];
    const html = renderToStaticMarkup(<StockView stock={stock} busy={false} onBuy={nothing} />);
    expect(html).toMatch(/<button(?=[^>]*disabled="")[^>]*data-testid="npc-buy-silk"/);
    expect(text(html)).toContain('Sold out');
  });
});

describe('what a window shows first, and what a service button does', () => {
  it('trading for merchants, crafting for craftsmen, the oracle’s stars, the vault for bankers, directions from the watch', () => {
    expect(primaryPanel('merchant', true)).toBe('stock');
    expect(primaryPanel('craftsman', false)).toBe('craft');
    expect(primaryPanel('oracle', false)).toBe('oracle');
    expect(primaryPanel('banker', false)).toBe('vault');
    expect(primaryPanel('guard', false)).toBe('directions');
    expect(primaryPanel('caravaneer', false)).toBeNull();
  });

  it('hired help asks the server at once; a rumour too; the others show their panel', () => {
    expect(serviceAction('hire-protection')).toEqual({ kind: 'hire' });
    expect(serviceAction('sea-transport')).toEqual({ kind: 'hire' });
    expect(serviceAction('rumours')).toEqual({ kind: 'rumour' });
    expect(serviceAction('master-crafting')).toEqual({ kind: 'panel', panel: 'craft' });
    expect(serviceAction('currency-exchange')).toEqual({ kind: 'panel', panel: 'exchange' });
  });

  it('a short purse is worded as 000 §5 says; other refusals in the server’s words', () => {
    expect(refusalText(new ApiError('Insufficient funds', 409, 'INSUFFICIENT_FUNDS', { neededCopper: 9_500, heldCopper: 120 }), 'x')).toBe('You need 9500c but only have 120c.');
    expect(refusalText(new ApiError('Out of stock: come back later', 409, 'OUT_OF_STOCK'), 'x')).toBe('Out of stock: come back later');
    expect(refusalText(new Error('boom'), 'They could not help you')).toBe('They could not help you');
  });
});
