import type { MouseEvent, ReactNode } from 'react';
import { Dialog } from './Dialog';
import './game-window.css';

interface Props {
  title: string;
  subtitle?: ReactNode;
  testId: string;
  /** The window's size class, from its own stylesheet: window-trading-post, window-inventory... */
  size: string;
  onClose(): void;
  /** A click on the dimmed world around the window (Help and Player Stats close on it). */
  onBackdropClick?(): void;
  backdropTestId?: string;
  /** Classes for the body: scroll-area for a window whose body scrolls as one. */
  bodyClassName?: string;
  children: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
}

/**
 * The frame of a large in-game window (Trading Post, Inventory, Settings...): parchment with a
 * gold rule, a title bar with a close cross, over a dimmed world. A window dialog (Dialog.tsx):
 * focus moves into it and Tab stays in it, while the world keeps its movement keys. Escape is
 * handled by the overlay manager, which owns which window is open.
 */
export function GameWindow({ title, subtitle, testId, size, onClose, onBackdropClick, backdropTestId, bodyClassName, children, footer }: Props) {
  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onBackdropClick?.();
  };
  return (
    <div className="window-backdrop" data-testid={backdropTestId} onClick={onBackdropClick ? onBackdrop : undefined}>
      <Dialog kind="window" className={`game-window ${size}`} aria-labelledby={`${testId}-title`} data-testid={testId} data-overlay>
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
        <div className={bodyClassName ? `window-body ${bodyClassName}` : 'window-body'}>{children}</div>
        {footer && <footer className="window-footer">{footer}</footer>}
      </Dialog>
    </div>
  );
}
