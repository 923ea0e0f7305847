import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { FarmNotice } from './farming-texts';

/**
 * A farming message in the game's own dialog (Planting Failed, Insufficient Funds, No Seeds
 * Available...): the title, the reason, an OK button; Escape or OK closes it, and a notice with a
 * timer closes itself (the bar shows the time left).
 */
export function FarmNoticeDialog({ notice, onClose }: { notice: FarmNotice; onClose(): void }) {
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => ok.current?.focus(), []);
  useEffect(() => {
    if (!notice.autoCloseMs) return;
    const timer = setTimeout(onClose, notice.autoCloseMs);
    return () => clearTimeout(timer);
  }, [notice, onClose]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The notice answers Escape itself: the window under it stays open.
    event.stopPropagation();
    onClose();
  };
  return (
    <div className="modal-backdrop dialog-backdrop farm-notice-backdrop" onKeyDown={onKeyDown}>
      <section className="modal farm-notice" role="alertdialog" aria-labelledby="farm-notice-title" aria-describedby="farm-notice-message" data-testid="farm-notice">
        <h2 className="modal-title" id="farm-notice-title" data-testid="farm-notice-title">
          {notice.title}
        </h2>
        <p id="farm-notice-message" className="farm-notice-message" data-testid="farm-notice-message">
          {notice.message}
        </p>
        <div className="button-row">
          <button ref={ok} type="button" className="button button-primary" data-testid="farm-notice-ok" onClick={onClose}>
            OK
          </button>
        </div>
        {notice.autoCloseMs && <span className="notice-timer" style={{ animationDuration: `${notice.autoCloseMs}ms` }} aria-hidden="true" />}
      </section>
    </div>
  );
}
