import { itemDisplayName, type EncounterOutcome } from '@silkroad/shared';
import { outcomeLines, type OutcomeWords } from '../choices/outcome-lines';
import { OutcomeResults } from '../choices/OutcomeResults';
import { ROAD_FLAG_LABELS } from './journey-texts';

/** What the gained goods are on the road: they go into the caravan's cargo. */
const ENCOUNTER_WORDS: OutcomeWords = {
  item: itemDisplayName,
  flag: (flag) => ROAD_FLAG_LABELS[flag as keyof typeof ROAD_FLAG_LABELS] ?? flag,
  gained: 'Cargo found',
};

interface Props {
  outcome: EncounterOutcome;
  /** How long the outcome stays before the dialog closes by itself (the bar shows it). */
  closesInMs: number;
  onContinue(): void;
}

/** What the answer did (the outcome's text, copper, cargo lost and found, experience, reputation, delay); Continue closes. */
export function EncounterOutcomeView({ outcome, closesInMs, onContinue }: Props) {
  const lines = outcomeLines(outcome, ENCOUNTER_WORDS);
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
      <OutcomeResults lines={lines} testIdPrefix="encounter" />
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
