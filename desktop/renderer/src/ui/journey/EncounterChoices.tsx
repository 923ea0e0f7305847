import type { EncounterChoiceView } from '@silkroad/shared';
import { chanceLabel, CHOICE_KEYS } from './encounter-choice';

interface Props {
  choices: readonly EncounterChoiceView[];
  busy: boolean;
  onChoose(choiceId: string): void;
}

/**
 * The encounter's numbered choices (002 §2): keys 1 to 9 pick them; a disabled choice shows why
 * (002 §5: 'Requires Diplomacy level 3 (you have 1)') and cannot be taken.
 */
export function EncounterChoices({ choices, busy, onChoose }: Props) {
  return (
    <ol className="encounter-choices" data-testid="encounter-choices">
      {choices.map((choice, index) => {
        const number = index + 1;
        const chance = chanceLabel(choice.chance);
        return (
          <li key={choice.id}>
            <button
              type="button"
              className={`encounter-choice ${choice.enabled ? '' : 'is-disabled'}`}
              data-testid={`encounter-choice-${choice.id}`}
              disabled={!choice.enabled || busy}
              aria-describedby={choice.reason ? `encounter-choice-reason-${choice.id}` : undefined}
              onClick={() => onChoose(choice.id)}
            >
              {number <= CHOICE_KEYS ? <kbd className="keycap">{number}</kbd> : <span className="keycap" />}
              <span className="encounter-choice-text">{choice.text}</span>
              {chance && <span className="badge encounter-chance">{chance}</span>}
            </button>
            {choice.reason && (
              <p className="encounter-choice-reason" id={`encounter-choice-reason-${choice.id}`}>
                {choice.reason}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
