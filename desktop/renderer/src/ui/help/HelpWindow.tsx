/** The help modal (002 §2): filled in by issue 10's UI work. */
export function HelpWindow({ onClose }: { onClose: () => void }) {
  return (
    <div data-overlay role="dialog" aria-label="Help">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
