import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  title: string;
  subtitle?: ReactNode;
  testId: string;
  /** A size class of styles.css: window-trading-post, window-trading, window-inventory. */
  size: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
}

/**
 * The frame of a large in-game window (Trading Post, Trading, Inventory): parchment with a gold
 * rule, a title bar with a close cross, over a dimmed world. Escape is handled by the overlay
 * manager, which owns which window is open.
 */
export function GameWindow({ title, subtitle, testId, size, onClose, children, footer }: Props) {
  const frame = useRef<HTMLElement>(null);
  // Focus the window so keys like Escape reach the page rather than a canvas-less void, without
  // taking focus from a field the player is already typing in.
  useEffect(() => {
    if (!frame.current?.contains(document.activeElement)) frame.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="window-backdrop">
      <section ref={frame} className={`game-window ${size}`} role="dialog" aria-modal="false" aria-labelledby={`${testId}-title`} data-testid={testId} data-overlay tabIndex={-1}>
        <header className="window-header">
          <div className="window-heading">
            <h2 className="window-title" id={`${testId}-title`}>
              {title}
            </h2>
            {subtitle && <p className="window-subtitle">{subtitle}</p>}
          </div>
          <button type="button" className="window-close" aria-label={`Close ${title}`} data-testid={`${testId}-x`} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="window-body">{children}</div>
        {footer && <footer className="window-footer">{footer}</footer>}
      </section>
    </div>
  );
}
