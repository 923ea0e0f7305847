import './auth-error-panel.css';

export function AuthErrorPanel({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <section className="panel auth-panel panel-error" data-testid="auth-error" role="alert">
      <h2 className="panel-title">Authentication Failed</h2>
      <p className="panel-message" data-testid="auth-error-message">
        {message}
      </p>
      <button type="button" className="button button-primary" data-testid="auth-retry" onClick={onRetry}>
        Try Again
      </button>
    </section>
  );
}
