import { useEffect, useState } from 'react';
import { Spinner } from './Spinner';
import './opening-veil.css';

/** Shown only if a window's code takes longer than this to arrive: a quick one opens without a flash. */
const SHOW_AFTER_MS = 200;

/** What stands in for a window while its code arrives (the first opening of each, on a slow line). */
export function OpeningVeil() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div className="opening-veil" role="status" data-testid="opening-veil">
      <Spinner label="Opening" />
    </div>
  );
}
