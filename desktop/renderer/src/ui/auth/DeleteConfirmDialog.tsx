import { START_OVER_TEXT } from '@silkroad/shared';
import { useRef } from 'react';
import { Dialog } from '../common/Dialog';
import './delete-confirm-dialog.css';

interface Props {
  name: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Deleting the character, asked first: Cancel has focus, so Enter cannot delete by accident; Escape cancels. */
export function DeleteConfirmDialog({ name, busy, onConfirm, onCancel }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog kind="modal" role="alertdialog" className="modal modal-danger" aria-labelledby="delete-title" data-testid="delete-confirm" initialFocus={cancel} onCancel={busy ? undefined : onCancel}>
      <h2 className="modal-title" id="delete-title">
        DELETE CHARACTER
      </h2>
      <p>Are you sure you want to delete &quot;{name}&quot;?</p>
      <p className="delete-consequences" data-testid="delete-consequences">
        {START_OVER_TEXT}
      </p>
      <p className="warning-text">This action cannot be undone!</p>
      <div className="button-row">
        <button type="button" className="button button-danger" data-testid="delete-confirm-yes" disabled={busy} onClick={onConfirm}>
          Yes, Delete
        </button>
        <button ref={cancel} type="button" className="button" data-testid="delete-confirm-cancel" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
