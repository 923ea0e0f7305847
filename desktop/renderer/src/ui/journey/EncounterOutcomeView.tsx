import { itemDisplayName, type EncounterOutcome } from '@silkroad/shared';
import { Money } from '../common/Money';
import { outcomeLines } from './encounter-choice';
import { ROAD_FLAG_LABELS } from './journey-texts';

const flagName = (flag: string) => ROAD_FLAG_LABELS[flag as keyof typeof ROAD_FLAG_LABELS] ?? flag;

interface Props {
  outcome: EncounterOutcome;
  /** How long the outcome stays before the dialog closes by itself (the bar shows it). */
  closesInMs: number;
  onContinue(): void;
}

/** What the answer did (the outcome's text, copper, cargo lost and found, experience, reputation, delay); Continue closes. */
export function EncounterOutcomeView({ outcome, closesInMs, onContinue }: Props) {
  const lines = outcomeLines(outcome, itemDisplayName, flagName);
  return (
    <section className="encounter-outcome" aria-live="polite" data-testid="encounter-outcome">
      <p className="encounter-outcome-choice">
        {outcome.auto ? 'Auto-resolved: ' : 'You chose: '}
        <strong>{outcome.choiceText}</strong>
        {!outcome.success && <span className="badge badge-locked">It went badly</span>}
      </p>
      <p className="encounter-outcome-text" data-testid="encounter-outcome-text">
        {outcome.text}
      </p>
      {lines.length > 0 && (
        <ul className="encounter-results">
          {lines.map((line) => (
            <li key={line.key} className={`encounter-result is-${line.tone}`}>
              <span className="encounter-result-label">{line.label}</span>
              <span>{line.copper !== undefined ? <Money copper={line.copper} /> : line.text}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="button-row">
        {/* The dialog's one control once answered takes focus: Enter continues. */}
        <button type="button" className="button button-primary" data-testid="encounter-continue" autoFocus onClick={onContinue}>
          Continue
        </button>
      </div>
      <span className="notice-timer" style={{ animationDuration: `${closesInMs}ms` }} aria-hidden="true" />
    </section>
  );
}
