import { useRef } from 'react';
import { Dialog } from './Dialog';

interface Props {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  testId: string;
  tone?: 'normal' | 'danger';
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A question the player must answer before something happens, drawn in the game's style (never
 * window.confirm, which freezes the world and cannot be styled or driven by tests). A modal
 * dialog: Escape and the cancel button back out, and the window under it stays open; the
 * confirm button has focus so Enter confirms.
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel = 'Cancel', testId, tone = 'normal', busy = false, onConfirm, onCancel }: Props) {
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      kind="modal"
      role="alertdialog"
      className={tone === 'danger' ? 'modal modal-danger' : 'modal'}
      aria-labelledby={`${testId}-title`}
      aria-describedby={`${testId}-message`}
      data-testid={testId}
      initialFocus={confirm}
      onCancel={onCancel}
    >
      <h2 className="modal-title" id={`${testId}-title`} data-testid={`${testId}-title`}>
        {title}
      </h2>
      <p id={`${testId}-message`} data-testid={`${testId}-message`}>
        {message}
      </p>
      <div className="button-row">
        <button ref={confirm} type="button" className={`button ${tone === 'danger' ? 'button-danger' : 'button-primary'}`} data-testid={`${testId}-confirm`} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button" data-testid={`${testId}-cancel`} disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  );
}
