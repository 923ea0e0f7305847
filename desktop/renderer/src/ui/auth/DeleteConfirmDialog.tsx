import { START_OVER_TEXT } from '@silkroad/shared';

interface Props {
  name: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function DeleteConfirmDialog({ name, busy, onConfirm, onCancel }: Props) {
  return (
    <div className="modal-backdrop">
      <section className="modal modal-danger" role="alertdialog" aria-labelledby="delete-title" data-testid="delete-confirm">
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
          <button type="button" className="button" data-testid="delete-confirm-cancel" disabled={busy} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </section>
    </div>
  );
}
