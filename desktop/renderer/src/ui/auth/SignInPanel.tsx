import './sign-in-panel.css';

interface Props {
  onSignIn(): void;
  /** The desktop app can also start a game on this computer alone. */
  onPlayOffline?: () => void;
  /** Why the last attempt to play offline failed. */
  offlineError?: string | null;
}

export function SignInPanel({ onSignIn, onPlayOffline, offlineError }: Props) {
  return (
    <section className="panel auth-panel" data-testid="auth-screen">
      <h2 className="panel-title">Choose your path to adventure</h2>
      {/* The menu scene's prompt (000 §2, 002 §2 "Menu scene"); the heading is the authentication flow's. */}
      <p className="panel-message sign-in-prompt" data-testid="auth-prompt">
        Welcome! Please sign in with Google to continue.
      </p>
      <button type="button" className="button button-google" data-testid="auth-signin-button" onClick={onSignIn}>
        <span className="google-mark" aria-hidden="true">
          G
        </span>
        Sign in with Google
      </button>
      <p className="panel-note">Signing in saves your progress, so you can continue your journey on any device.</p>
      {onPlayOffline && (
        <div className="auth-offline">
          <button type="button" className="button button-wide" data-testid="auth-play-offline" onClick={onPlayOffline}>
            Play offline
          </button>
          <p className="panel-note">Markets, trading, farming and gathering on this computer alone. Progress made offline stays on this computer.</p>
          {offlineError && (
            <p className="panel-message is-error" role="alert" data-testid="auth-offline-error">
              {offlineError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
