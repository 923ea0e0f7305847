import { Money } from '../common/Money';
import type { OutcomeLine } from './outcome-lines';
import './choices.css';

/** The results of an answer, one line each (outcome-lines.ts): gains green, losses red, copper in coins. */
export function OutcomeResults({ lines, testIdPrefix }: { lines: readonly OutcomeLine[]; testIdPrefix: 'encounter' | 'event' }) {
  if (lines.length === 0) return null;
  return (
    <ul className="outcome-results" data-testid={`${testIdPrefix}-results`}>
      {lines.map((line) => (
        <li key={line.key} className={`outcome-result is-${line.tone}`} data-testid={`${testIdPrefix}-result-${line.key}`}>
          <span className="outcome-result-label">{line.label}</span>
          <span>
            {line.copper !== undefined ? (
              <>
                {line.tone === 'loss' ? '−' : '+'}
                <Money copper={line.copper} />
              </>
            ) : (
              line.text
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
