import type { ProfessionId } from '@silkroad/shared';

/** A profession's popup (001 §2): filled in by issue 10's UI work. */
export function ProfessionPopup({ profession, onClose }: { profession: ProfessionId; onClose: () => void }) {
  return (
    <div data-overlay role="dialog" aria-label={profession}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
