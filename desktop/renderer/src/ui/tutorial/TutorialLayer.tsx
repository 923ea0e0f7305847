import { useEffect } from 'react';
import { isTypingTarget } from '../../game/input/typing-target';
import type { Overlay } from '../overlays/overlay-state';
import { ControlRing, useControlBox } from './ControlRing';
import { TutorialCard } from './TutorialCard';
import { tutorialKeyAction } from './tutorial-logic';
import { useTutorial } from './use-tutorial';
import './tutorial.css';

/**
 * The tutorial in the world while it runs: the card, the ring round the control it points at (the
 * world draws its own arrow, told on the bus), and its keys. Escape skips and Enter goes next only
 * when nothing else claims them (tutorial-logic.ts tutorialKeyAction): they are caught before the
 * windows' and the chat's handlers, on the way down, so an open window still closes first.
 */
export function TutorialLayer({ overlay }: { overlay: Overlay['kind'] | null }) {
  const tutorial = useTutorial(overlay);
  const { view, pointer, next, skip } = tutorial;
  const controlIds = pointer.kind === 'control' ? pointer.testIds : null;
  const box = useControlBox(controlIds, controlIds ? controlIds.join(' ') : null);

  const running = view !== null;
  const last = view?.step === 'tutorial_complete';
  useEffect(() => {
    if (!running) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const focused = document.activeElement;
      const action = tutorialKeyAction({
        key: event.key,
        repeat: event.repeat,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        typing: isTypingTarget(target as HTMLElement | null) || isTypingTarget(focused as HTMLElement | null),
        onControl: target?.closest('button, a[href], summary, dialog') != null,
        windowOpen: overlay !== null,
        modalOpen: document.querySelector('dialog:modal') !== null,
      });
      if (!action) return;
      // The key is the tutorial's: neither the chat (Enter) nor Settings (Escape with no window) takes it too.
      event.preventDefault();
      event.stopPropagation();
      // The completion box has no Skip: its Escape, as its Enter, is Continue.
      if (action === 'next' || last) next();
      else skip();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [last, next, overlay, running, skip]);

  if (!view) return null;
  return (
    <>
      {box && <ControlRing box={box} testId={box.testId} />}
      <TutorialCard view={view} met={tutorial.met} busy={tutorial.busy} fallbackKey={pointer.kind === 'control' && !box ? pointer.fallbackKey : null} onNext={next} onSkip={skip} />
    </>
  );
}
