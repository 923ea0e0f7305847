import { Spinner } from '../common/Spinner';
import './signing-in-panel.css';

/** While the sign-in is under way; the desktop app waits for the system browser and can cancel. */
export function SigningInPanel({ onCancel }: { onCancel?: () => void }) {
  return (
    <section className="panel auth-panel" data-testid="auth-signing-in" aria-busy="true">
      <Spinner label="Signing in" />
      <p className="panel-lead">Signing in with Google...</p>
      {onCancel && (
        <>
          <p className="panel-note">Finish signing in in your browser, then come back here.</p>
          <button type="button" className="button" data-testid="auth-cancel" onClick={onCancel}>
            Cancel
          </button>
        </>
      )}
    </section>
  );
}
