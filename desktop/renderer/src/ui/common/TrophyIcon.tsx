/** A trophy's outline (a cup with handles on a plinth), for the achievement toast and the Player Stats window. */
export const TROPHY_PATH = 'M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 14v3M8 21h8M9 17h6v4H9z';

/** Drawn, not an emoji: a machine without a colour emoji font would show an empty box. */
export function TrophyIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={TROPHY_PATH} />
    </svg>
  );
}
