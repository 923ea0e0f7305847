import { useCallback, useEffect, useRef, useState } from 'react';

/** A line of text that clears itself `ms` after it was last set (the trading log's 5 s). */
export function useTimedText(ms: number): [string, (text: string) => void] {
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback(
    (next: string) => {
      if (timer.current !== null) clearTimeout(timer.current);
      setText(next);
      timer.current = setTimeout(() => {
        timer.current = null;
        setText('');
      }, ms);
    },
    [ms],
  );
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return [text, show];
}
