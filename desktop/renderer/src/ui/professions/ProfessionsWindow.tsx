/** The Professions window (001 §2): filled in by issue 10's UI work. */
export function ProfessionsWindow({ onClose }: { onClose: () => void }) {
  return (
    <div data-overlay role="dialog" aria-label="Professions">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
