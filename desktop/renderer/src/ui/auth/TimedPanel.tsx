import { useEffect, useEffectEvent, type ReactNode } from 'react';

/** A panel that moves on by itself after `durationMs` (creating character, welcome). */
export function TimedPanel({ durationMs, onDone, children, testId }: { durationMs: number; onDone(): void; children: ReactNode; testId?: string }) {
  const finish = useEffectEvent(onDone);
  useEffect(() => {
    const timer = setTimeout(() => finish(), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);
  return (
    <section className="panel auth-panel" data-testid={testId}>
      {children}
    </section>
  );
}
