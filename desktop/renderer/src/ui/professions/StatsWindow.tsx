/** The Player Stats window with the profession switcher (002 §2): filled in by issue 10's UI work. */
export function StatsWindow({ onClose }: { onClose: () => void }) {
  return (
    <div data-overlay role="dialog" aria-label="Player Stats">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
