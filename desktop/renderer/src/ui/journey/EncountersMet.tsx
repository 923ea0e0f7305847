import type { EncounterView } from '@silkroad/shared';
import { EncounterGlyph } from './EncounterGlyph';
import { encounterTypeLabel } from './journey-texts';
import './encounters-met.css';

/** The encounters behind the caravan, in order, each with what was chosen and what came of it. */
export function EncountersMet({ encounters }: { encounters: readonly EncounterView[] }) {
  if (encounters.length === 0) return <p className="encounters-met-empty muted">No encounters on the road so far.</p>;
  return (
    <section className="encounters-met" aria-labelledby="encounters-met-title">
      <h4 className="section-title" id="encounters-met-title">
        Encounters on the road
      </h4>
      <ol className="encounters-met-list" data-testid="encounters-met">
        {encounters.map((encounter) => (
          <li key={encounter.id} className="encounter-met">
            <EncounterGlyph type={encounter.type} className="encounter-met-icon" />
            <div>
              <p className="encounter-met-title">
                {encounter.title} <span className="badge">{encounterTypeLabel(encounter.type)}</span>
              </p>
              {encounter.outcome && (
                <p className="encounter-met-outcome">
                  <strong>{encounter.outcome.auto ? `Auto-resolved: ${encounter.outcome.choiceText}.` : `${encounter.outcome.choiceText}.`}</strong> {encounter.outcome.text}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
