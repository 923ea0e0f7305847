import { Spinner } from '../common/Spinner';
import './signing-in-panel.css';

/**
 * While the sign-in is under way; the desktop app waits for the system browser and can cancel.
 * `redirecting`: the web build is leaving for the provider's page (the menu scene's words, 002 §2);
 * otherwise the session is being made (the authentication flow's).
 */
export function SigningInPanel({ onCancel, redirecting = false }: { onCancel?: () => void; redirecting?: boolean }) {
  return (
    <section className="panel auth-panel" data-testid="auth-signing-in" aria-busy="true">
      <Spinner label="Signing in" />
      <p className="panel-lead">{redirecting ? 'Redirecting to Google Sign-In...' : 'Signing in with Google...'}</p>
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
