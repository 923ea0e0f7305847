import type { EncounterChoiceView } from '@silkroad/shared';
import { chanceLabel, CHOICE_KEYS } from './choice-keys';
import './choices.css';

interface Props {
  choices: readonly EncounterChoiceView[];
  busy: boolean;
  onChoose(choiceId: string): void;
  /** Names the list and its buttons for tests: `{prefix}-choices`, `{prefix}-choice-{id}`, `{prefix}-choice-reason-{id}`. */
  testIdPrefix: 'encounter' | 'random-event';
}

/**
 * The numbered choices of an encounter or a random event (002 §2): keys 1 to 9 pick them (the
 * dialog listens, choice-keys.ts decides); a disabled choice shows the server's reason (002 §5:
 * 'Requires Diplomacy level 3 (you have 1)') and cannot be taken; one with odds shows its chance.
 */
export function ChoiceList({ choices, busy, onChoose, testIdPrefix }: Props) {
  return (
    <ol className="choice-list" data-testid={`${testIdPrefix}-choices`}>
      {choices.map((choice, index) => {
        const number = index + 1;
        const chance = chanceLabel(choice.chance);
        const reasonId = `${testIdPrefix}-choice-reason-${choice.id}`;
        return (
          <li key={choice.id}>
            <button
              type="button"
              className={`choice-button ${choice.enabled ? '' : 'is-disabled'}`}
              data-testid={`${testIdPrefix}-choice-${choice.id}`}
              disabled={!choice.enabled || busy}
              aria-describedby={choice.reason ? reasonId : undefined}
              onClick={() => onChoose(choice.id)}
            >
              {number <= CHOICE_KEYS ? <kbd className="keycap">{number}</kbd> : <span className="keycap" />}
              <span className="choice-text">{choice.text}</span>
              {chance && <span className="badge choice-chance">{chance}</span>}
            </button>
            {choice.reason && (
              <p className="choice-reason" id={reasonId} data-testid={reasonId}>
                {choice.reason}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
