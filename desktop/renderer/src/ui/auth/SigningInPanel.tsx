import { Spinner } from '../common/Spinner';

export function SigningInPanel() {
  return (
    <section className="panel auth-panel" data-testid="auth-signing-in" aria-busy="true">
      <Spinner label="Signing in" />
      <p className="panel-lead">Signing in with Google...</p>
    </section>
  );
}
