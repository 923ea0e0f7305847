import { useEffect, useRef, type KeyboardEvent } from 'react';

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
 * window.confirm, which freezes the world and cannot be styled or driven by tests). Escape and
 * the cancel button back out; the confirm button has focus so Enter confirms.
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel = 'Cancel', testId, tone = 'normal', busy = false, onConfirm, onCancel }: Props) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The dialog answers Escape itself: the window under it must stay open.
    event.stopPropagation();
    onCancel();
  };
  return (
    <div className="modal-backdrop dialog-backdrop" onKeyDown={onKeyDown}>
      <section className={`modal ${tone === 'danger' ? 'modal-danger' : ''}`} role="alertdialog" aria-labelledby={`${testId}-title`} aria-describedby={`${testId}-message`} data-testid={testId}>
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
      </section>
    </div>
  );
}
