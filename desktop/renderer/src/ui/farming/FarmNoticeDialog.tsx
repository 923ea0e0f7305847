import { useEffect, useRef } from 'react';
import { Dialog } from '../common/Dialog';
import type { FarmNotice } from './farming-texts';
import './farm-notice-dialog.css';

/**
 * A farming message in the game's own dialog (Planting Failed, Insufficient Funds, No Seeds
 * Available...): the title, the reason, an OK button; Escape or OK closes it, and a notice with a
 * timer closes itself (the bar shows the time left). A modal over everything, windows included:
 * the window under it stays open.
 */
export function FarmNoticeDialog({ notice, onClose }: { notice: FarmNotice; onClose(): void }) {
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!notice.autoCloseMs) return;
    const timer = setTimeout(onClose, notice.autoCloseMs);
    return () => clearTimeout(timer);
  }, [notice, onClose]);
  return (
    <Dialog
      kind="modal"
      role="alertdialog"
      className="modal farm-notice"
      aria-labelledby="farm-notice-title"
      aria-describedby="farm-notice-message"
      data-testid="farm-notice"
      initialFocus={ok}
      onCancel={onClose}
    >
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
    </Dialog>
  );
}
