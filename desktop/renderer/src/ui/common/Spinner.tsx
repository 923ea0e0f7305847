import './spinner.css';

export function Spinner({ label }: { label?: string }) {
  return <span className="spinner" role="progressbar" aria-label={label ?? 'Loading'} />;
}
