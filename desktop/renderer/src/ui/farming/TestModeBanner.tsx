import './test-mode-banner.css';

/**
 * Test mode must never be mistaken for the real game: a ribbon says it is on, what it does, and
 * when the server cannot offer it (a production server has no test routes).
 */
export function TestModeBanner({ error }: { error: string | null }) {
  return (
    <div className={`test-mode-banner ${error ? 'is-error' : ''}`} role="status" data-testid="test-mode-banner">
      <strong>Test mode</strong>
      <span>{error ?? 'Farming acts on the server’s test farmer · multiplayer off'}</span>
    </div>
  );
}
