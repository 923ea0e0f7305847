import { NPC_TYPES, NPCS, npcById } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { CLOSED_NPC_ALPHA, closedNotice, NPC_TYPE_TITLES, npcFigureLook, talkPrompt } from './npc-look';

const merchant = npcById('nikephoros-kamateros')!;
const nightWatch = npcById('harald-the-varangian')!;

describe('how an NPC figure is drawn by the game clock', () => {
  it('stands open by day, titled with its type', () => {
    expect(npcFigureLook(merchant, 12)).toEqual({ open: true, dimmed: false, alpha: 1, subtitle: 'Merchant' });
  });

  it('is dimmed out of hours, and its line says until when it is closed', () => {
    expect(npcFigureLook(merchant, 22.5)).toEqual({ open: false, dimmed: true, alpha: CLOSED_NPC_ALPHA, subtitle: 'Merchant · closed until 09:00' });
    expect(CLOSED_NPC_ALPHA).toBeLessThan(1);
  });

  it('opens at 09:00 and is still open at 18:00 (both ends included), shut a minute either side', () => {
    expect(npcFigureLook(merchant, 9).open).toBe(true);
    expect(npcFigureLook(merchant, 18).open).toBe(true);
    expect(npcFigureLook(merchant, 9 - 1 / 60).dimmed).toBe(true);
    expect(npcFigureLook(merchant, 18 + 1 / 60).dimmed).toBe(true);
  });

  it('keeps each NPC’s own hours: the night watch stands at midnight and is dimmed at noon', () => {
    expect(npcFigureLook(nightWatch, 0.5).dimmed).toBe(false);
    expect(npcFigureLook(nightWatch, 12)).toMatchObject({ dimmed: true, subtitle: 'Guard · closed until 18:00' });
  });

  it('draws everyone open before the clock is known (the server, not the picture, refuses out of hours)', () => {
    for (const npc of NPCS) expect(npcFigureLook(npc, null).dimmed).toBe(false);
  });

  it('titles every type of the catalogue', () => {
    for (const type of NPC_TYPES) expect(NPC_TYPE_TITLES[type]).toMatch(/^[A-Z]/);
  });

  it('says when a shut NPC opens, and prompts with its name', () => {
    expect(closedNotice(merchant)).toBe('Nikephoros Kamateros is closed (opens 09:00)');
    expect(closedNotice(nightWatch)).toBe('Harald the Varangian is closed (opens 18:00)');
    expect(talkPrompt(merchant)).toBe('[E] Talk to Nikephoros Kamateros');
  });
});
