export function ConnectionDot({ connected }: { connected: boolean }) {
  return (
    <span
      className={`connection-dot${connected ? ' is-connected' : ''}`}
      data-testid="hud-connection"
      data-connected={connected ? 'true' : 'false'}
      role="img"
      aria-label={connected ? 'Connected' : 'Disconnected'}
      title={connected ? 'Connected' : 'Disconnected'}
    />
  );
}
