import { TUTORIAL_STEP_IDS, tutorialStep, type TutorialStep, type TutorialStepId, type TutorialView } from '@silkroad/shared';
import type { Overlay } from '../overlays/overlay-state';

/*
 * The tutorial card's decisions, kept free of React and the DOM so they are tested as data: which
 * objective is met, when to move on by itself, what Escape and Enter do, and where to point.
 */

/** What only the screen knows: where the local player stands and which window is open. */
export interface ClientSight {
  position: { x: number; y: number } | null;
  overlay: Overlay['kind'] | null;
}

/** Whether the screen sees the step's objective done (walk-to, open-window, and the Professions half of gather-or-professions). */
export function clientObjectiveMet(step: TutorialStep, sight: ClientSight): boolean {
  const objective = step.objective;
  switch (objective.kind) {
    case 'walk-to':
      return sight.position !== null && Math.hypot(sight.position.x - objective.x, sight.position.y - objective.y) <= objective.radius;
    case 'open-window':
      return sight.overlay === objective.window;
    case 'gather-or-professions':
      return sight.overlay === 'professions';
    default:
      return false;
  }
}

/** The step's objective met, by the server (what it records) or by the screen (what it sees). */
export function objectiveMet(view: TutorialView, sight: ClientSight): boolean {
  return view.objectiveMet || clientObjectiveMet(tutorialStep(view.step), sight);
}

/** One run of one step: a step played again after a restart from Help began at another time, so it is another run. */
export function stepRunKey(view: TutorialView): string {
  return `${view.step}@${view.stepStartedAt}`;
}

/**
 * Whether to ask the server to move on by itself now: an autoAdvance step whose objective is met,
 * and not already asked for this run of the step (`askedFor`, a stepRunKey): one post per step,
 * however often the screen re-renders or the server's answer is read again.
 */
export function shouldAutoAdvance(view: TutorialView, met: boolean, askedFor: string | null): boolean {
  return view.status === 'active' && met && tutorialStep(view.step).autoAdvance && askedFor !== stepRunKey(view);
}

/** The card's "Step n of 8" index (0-based). */
export function stepIndex(id: TutorialStepId): number {
  return TUTORIAL_STEP_IDS.indexOf(id);
}

export interface TutorialKeyPress {
  key: string;
  repeat: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The key went to a field that takes typed text (the chat, a quantity). */
  typing: boolean;
  /** The key went to a button, a link or a dialog, whose own Enter it is. */
  onControl: boolean;
  /** A game window is open: its Escape closes it first (OverlayHost). */
  windowOpen: boolean;
  /** A modal dialog (a confirmation, a notice) has the keyboard. */
  modalOpen: boolean;
}

export type TutorialKeyAction = 'skip' | 'next' | null;

/**
 * 002 §2 "Tutorial scene": Escape skips, Enter goes next, but only while nothing else has a claim
 * on the key: an open window's Escape closes the window, a modal answers its own keys, a field
 * keeps what is typed into it, a focused button presses itself on Enter.
 */
export function tutorialKeyAction(press: TutorialKeyPress): TutorialKeyAction {
  if (press.typing || press.windowOpen || press.modalOpen || press.ctrlKey || press.metaKey || press.altKey || press.repeat) return null;
  if (press.key === 'Escape') return 'skip';
  if (press.key === 'Enter' && !press.onControl) return 'next';
  return null;
}

/** Where the card points: an arrow in the world, a ring round a control of the screen, or nothing. */
export type TutorialPointer = { kind: 'none' } | { kind: 'world'; x: number; y: number; figure: boolean } | { kind: 'control'; testIds: readonly string[]; fallbackKey: string };

/** The key that does what a control target's button does, shown on screens where the button is not (a desktop has no touch bar). */
function keyForStep(step: TutorialStep): string {
  const objective = step.objective;
  if (objective.kind === 'open-window') return objective.window === 'inventory' ? 'I' : 'P';
  return 'P';
}

/**
 * The controls a ring may go round, best first: the step's own, then the touch bar's button for
 * the same window (ui/touch/touch-buttons.ts names it touch-window-<window>), whichever is on screen.
 */
function controlIds(step: TutorialStep, testId: string): string[] {
  const objective = step.objective;
  const touch = objective.kind === 'open-window' ? `touch-window-${objective.window}` : objective.kind === 'gather-or-professions' || objective.kind === 'craft' ? 'touch-window-professions' : null;
  return touch && touch !== testId ? [testId, touch] : [testId];
}

/** The pointer while the step runs and its objective is not met yet (once met, the tick says it). */
export function pointerFor(step: TutorialStep, met: boolean): TutorialPointer {
  if (met) return { kind: 'none' };
  const target = step.target;
  // A person to talk to stands at the mark: the arrow floats over their head.
  if (target.kind === 'world') return { kind: 'world', x: target.x, y: target.y, figure: step.objective.kind === 'talk' };
  if (target.kind === 'control') return { kind: 'control', testIds: controlIds(step, target.testId), fallbackKey: keyForStep(step) };
  return { kind: 'none' };
}

/** Whether a refusal only means another window (or an earlier post) moved the tutorial on: read it again, say nothing. */
export function isMovedOn(code: string | undefined): boolean {
  return code === 'TUTORIAL_STEP_MOVED_ON' || code === 'TUTORIAL_NOT_ACTIVE';
}
