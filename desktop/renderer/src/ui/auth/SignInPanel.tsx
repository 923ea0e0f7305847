export function SignInPanel({ onSignIn }: { onSignIn(): void }) {
  return (
    <section className="panel auth-panel" data-testid="auth-screen">
      <h2 className="panel-title">Choose your path to adventure</h2>
      <button type="button" className="button button-google" data-testid="auth-signin-button" onClick={onSignIn}>
        <span className="google-mark" aria-hidden="true">
          G
        </span>
        Sign in with Google
      </button>
      <p className="panel-note">Signing in saves your progress, so you can continue your journey on any device.</p>
    </section>
  );
}
