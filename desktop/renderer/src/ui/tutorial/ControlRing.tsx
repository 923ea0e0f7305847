import { useEffect, useRef, useState } from 'react';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Space between the control and the ring round it. */
const RING_PAD_PX = 6;

function sameBox(a: Box | null, b: Box | null): boolean {
  return a === b || (a !== null && b !== null && a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height);
}

/** Where the first of these controls that is on screen stands, with its test id. */
function firstShown(testIds: readonly string[]): (Box & { testId: string }) | null {
  for (const testId of testIds) {
    const element = document.querySelector<HTMLElement>(`[data-testid="${CSS.escape(testId)}"]`);
    const rect = element?.getBoundingClientRect();
    if (element && rect && rect.width > 0 && rect.height > 0 && element.checkVisibility()) return { left: rect.left, top: rect.top, width: rect.width, height: rect.height, testId };
  }
  return null;
}

/**
 * Where the first control of these test ids that is on screen stands, followed frame by frame (the
 * HUD grows, the touch bar folds, the window resizes); null while none is (a desktop has no touch
 * bar), and the card then shows the control's key instead. `key` names the list (a new step, a new look).
 */
export function useControlBox(testIds: readonly string[] | null, key: string | null): (Box & { testId: string }) | null {
  const [box, setBox] = useState<(Box & { testId: string }) | null>(null);
  const ids = useRef(testIds);
  useEffect(() => {
    ids.current = testIds;
  });
  useEffect(() => {
    if (!key) return;
    let frame = 0;
    const look = () => {
      const next = firstShown(ids.current ?? []);
      setBox((current) => (sameBox(current, next) && current?.testId === next?.testId ? current : next));
      frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => {
      cancelAnimationFrame(frame);
      setBox(null);
    };
  }, [key]);
  return key ? box : null;
}

/** A pulsing gold ring round a control of the screen; it takes no clicks, the control under it does. */
export function ControlRing({ box, testId }: { box: Box; testId: string }) {
  return (
    <div
      className="tutorial-ring"
      data-testid="tutorial-ring"
      data-target={testId}
      aria-hidden="true"
      style={{ left: box.left - RING_PAD_PX, top: box.top - RING_PAD_PX, width: box.width + RING_PAD_PX * 2, height: box.height + RING_PAD_PX * 2 }}
    />
  );
}
