import { describe, expect, it } from 'vitest';
import { nextTutorialStep, objectiveSeenByServer, TUTORIAL_STEP_IDS, TUTORIAL_STEPS } from './tutorial';
import { CITIES } from './world';
import { npcById } from './npcs';

describe('the tutorial’s steps (002 §3-§4)', () => {
  it('are the spec’s eight, in its order, each with words and an objective', () => {
    expect(TUTORIAL_STEPS.map((s) => s.id)).toEqual(['welcome', 'movement', 'inventory', 'talk_to_merchant', 'trading_basics', 'crafting_introduction', 'crafting_basics', 'tutorial_complete']);
    for (const step of TUTORIAL_STEPS) {
      expect(step.title.length).toBeGreaterThan(0);
      expect(step.description.length).toBeGreaterThan(20);
      expect(step.objectiveText.length).toBeGreaterThan(0);
      // Only the reading steps wait for Next.
      expect(step.autoAdvance).toBe(step.objective.kind !== 'read');
    }
    expect(nextTutorialStep('welcome')).toBe('movement');
    expect(nextTutorialStep('tutorial_complete')).toBeNull();
    expect(TUTORIAL_STEP_IDS).toHaveLength(8);
    // The server judges what it records; walking somewhere and opening a window are the screen's to see.
    expect(TUTORIAL_STEPS.filter((s) => objectiveSeenByServer(s.objective)).map((s) => s.id)).toEqual(['talk_to_merchant', 'trading_basics', 'crafting_introduction', 'crafting_basics']);
  });

  it('marks a place in Constantinople outside its buildings, and a merchant of the city', () => {
    const movement = TUTORIAL_STEPS.find((s) => s.id === 'movement')!.objective;
    if (movement.kind !== 'walk-to') throw new Error('movement walks somewhere');
    const constantinople = CITIES.find((c) => c.id === 1)!;
    expect(Math.hypot(movement.x - constantinople.x, movement.y - constantinople.y)).toBeLessThan(constantinople.radius);
    for (const b of constantinople.buildings) expect(movement.x >= b.x && movement.x <= b.x + b.width && movement.y >= b.y && movement.y <= b.y + b.height).toBe(false);
    const talk = TUTORIAL_STEPS.find((s) => s.id === 'talk_to_merchant')!.objective;
    expect(talk.kind === 'talk' && npcById(talk.npcId)).toMatchObject({ type: 'merchant', cityId: 1 });
  });
});
