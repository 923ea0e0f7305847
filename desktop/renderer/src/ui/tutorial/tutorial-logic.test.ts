import { describe, expect, it } from 'vitest';
import { TUTORIAL_STEPS, tutorialStep, type TutorialStepId, type TutorialView } from '@silkroad/shared';
import { clientObjectiveMet, isMovedOn, objectiveMet, pointerFor, shouldAutoAdvance, stepIndex, stepRunKey, tutorialKeyAction, type ClientSight, type TutorialKeyPress } from './tutorial-logic';

const view = (step: TutorialStepId, extra: Partial<TutorialView> = {}): TutorialView => ({ step, status: 'active', objectiveMet: false, stepStartedAt: 1_000, ...extra });
const nowhere: ClientSight = { position: null, overlay: null };
const movement = tutorialStep('movement');
const door = movement.objective.kind === 'walk-to' ? movement.objective : null;

describe('which objective the screen sees met', () => {
  it('walk-to: the player within the radius of the mark, not beyond it', () => {
    if (!door) throw new Error('the movement step walks to a place');
    expect(clientObjectiveMet(movement, { position: { x: door.x + door.radius - 1, y: door.y }, overlay: null })).toBe(true);
    expect(clientObjectiveMet(movement, { position: { x: door.x, y: door.y + door.radius + 1 }, overlay: null })).toBe(false);
    expect(clientObjectiveMet(movement, nowhere)).toBe(false);
  });

  it('open-window: the window the step names, not another', () => {
    expect(clientObjectiveMet(tutorialStep('inventory'), { position: null, overlay: 'inventory' })).toBe(true);
    expect(clientObjectiveMet(tutorialStep('inventory'), { position: null, overlay: 'professions' })).toBe(false);
  });

  it('gather-or-professions: the Professions window is the screen’s half; the gather is the server’s', () => {
    const step = tutorialStep('crafting_introduction');
    expect(clientObjectiveMet(step, { position: null, overlay: 'professions' })).toBe(true);
    expect(clientObjectiveMet(step, nowhere)).toBe(false);
    expect(objectiveMet(view('crafting_introduction', { objectiveMet: true }), nowhere)).toBe(true);
  });

  it('talk, trade and craft are the server’s to see: the screen never claims them', () => {
    for (const id of ['talk_to_merchant', 'trading_basics', 'crafting_basics'] as const) {
      expect(clientObjectiveMet(tutorialStep(id), { position: { x: 0, y: 0 }, overlay: 'trading-post' })).toBe(false);
      expect(objectiveMet(view(id), nowhere)).toBe(false);
      expect(objectiveMet(view(id, { objectiveMet: true }), nowhere)).toBe(true);
    }
  });

  it('read steps are met by nobody: Next moves them on', () => {
    expect(objectiveMet(view('welcome'), { position: { x: 400, y: 300 }, overlay: 'inventory' })).toBe(false);
  });
});

describe('when the tutorial moves on by itself', () => {
  it('an autoAdvance step once its objective is met, once per run of the step', () => {
    const running = view('inventory');
    expect(shouldAutoAdvance(running, false, null)).toBe(false);
    expect(shouldAutoAdvance(running, true, null)).toBe(true);
    expect(shouldAutoAdvance(running, true, stepRunKey(running))).toBe(false);
    // Played again after a restart from Help: another run, so it moves on again.
    expect(shouldAutoAdvance(view('inventory', { stepStartedAt: 9_000 }), true, stepRunKey(running))).toBe(true);
  });

  it('never the read steps (welcome, the completion box), nor a tutorial that is not running', () => {
    expect(shouldAutoAdvance(view('welcome'), true, null)).toBe(false);
    expect(shouldAutoAdvance(view('tutorial_complete'), true, null)).toBe(false);
    expect(shouldAutoAdvance(view('trading_basics', { status: 'skipped', objectiveMet: true }), true, null)).toBe(false);
  });

  it('counts the steps from one to eight on the card', () => {
    expect(TUTORIAL_STEPS.map((step) => stepIndex(step.id))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('treats a step moved on elsewhere as a reason to read again, not an error', () => {
    expect(isMovedOn('TUTORIAL_STEP_MOVED_ON')).toBe(true);
    expect(isMovedOn('TUTORIAL_NOT_ACTIVE')).toBe(true);
    expect(isMovedOn('RATE_LIMITED')).toBe(false);
    expect(isMovedOn(undefined)).toBe(false);
  });
});

describe('the tutorial’s keys', () => {
  const press = (key: string, extra: Partial<TutorialKeyPress> = {}): TutorialKeyPress => ({
    key,
    repeat: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    typing: false,
    onControl: false,
    windowOpen: false,
    modalOpen: false,
    ...extra,
  });

  it('Escape skips and Enter goes next', () => {
    expect(tutorialKeyAction(press('Escape'))).toBe('skip');
    expect(tutorialKeyAction(press('Enter'))).toBe('next');
    expect(tutorialKeyAction(press('e'))).toBeNull();
    expect(tutorialKeyAction(press(' '))).toBeNull();
  });

  it('an open window takes Escape first (it closes), and Enter stays with it', () => {
    expect(tutorialKeyAction(press('Escape', { windowOpen: true }))).toBeNull();
    expect(tutorialKeyAction(press('Enter', { windowOpen: true }))).toBeNull();
  });

  it('a field keeps its keys, a modal its answer, a focused button its Enter', () => {
    expect(tutorialKeyAction(press('Enter', { typing: true }))).toBeNull();
    expect(tutorialKeyAction(press('Escape', { typing: true }))).toBeNull();
    expect(tutorialKeyAction(press('Escape', { modalOpen: true }))).toBeNull();
    expect(tutorialKeyAction(press('Enter', { onControl: true }))).toBeNull();
    expect(tutorialKeyAction(press('Escape', { onControl: true }))).toBe('skip');
  });

  it('ignores held keys and chords', () => {
    expect(tutorialKeyAction(press('Enter', { repeat: true }))).toBeNull();
    expect(tutorialKeyAction(press('Escape', { ctrlKey: true }))).toBeNull();
    expect(tutorialKeyAction(press('Enter', { altKey: true }))).toBeNull();
  });
});

describe('where the card points', () => {
  it('an arrow in the world over a world target, until the objective is met', () => {
    if (!door) throw new Error('the movement step walks to a place');
    expect(pointerFor(movement, false)).toEqual({ kind: 'world', x: door.x, y: door.y, figure: false });
    expect(pointerFor(tutorialStep('talk_to_merchant'), false)).toMatchObject({ kind: 'world', figure: true });
    expect(pointerFor(movement, true)).toEqual({ kind: 'none' });
  });

  it('a ring round a control, with the key to show where the control is not on screen', () => {
    expect(pointerFor(tutorialStep('inventory'), false)).toEqual({ kind: 'control', testIds: ['touch-window-inventory'], fallbackKey: 'I' });
    expect(pointerFor(tutorialStep('crafting_introduction'), false)).toEqual({ kind: 'control', testIds: ['hud-profession-button', 'touch-window-professions'], fallbackKey: 'P' });
  });

  it('nothing for the read steps', () => {
    expect(pointerFor(tutorialStep('welcome'), false)).toEqual({ kind: 'none' });
    expect(pointerFor(tutorialStep('tutorial_complete'), false)).toEqual({ kind: 'none' });
  });
});
