import { ENCOUNTER_AUTO_RESOLVE_MS, JOURNEY_SWEEP_MS, type EncounterOutcome, type EncounterView } from '@silkroad/shared';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { choiceForKeyPress } from '../choices/choice-keys';
import { ChoiceList } from '../choices/ChoiceList';
import { Dialog } from '../common/Dialog';
import { useServerNow } from '../hooks/use-server-now';
import { useWorld } from '../world/world-context';
import { autoChoice } from './encounter-choice';
import { EncounterGlyph } from './EncounterGlyph';
import { EncounterOutcomeView } from './EncounterOutcomeView';
import { useJourneyContext } from './journey-context';
import { formatCountdown } from './journey-clock';
import { encounterTypeLabel, resolveFailureText } from './journey-texts';
import './encounter-dialog.css';

/** The outcome stays this long, then the dialog closes by itself (Continue closes it sooner). */
export const OUTCOME_SHOW_MS = 8_000;
/** Past the auto-resolve by this much with no word from the server, the journey is read again. */
const AUTO_RESOLVE_GRACE_MS = 2 * JOURNEY_SWEEP_MS;

const capitalised = (word: string) => (word ? word[0]!.toUpperCase() + word.slice(1) : word);

function EncounterContext({ context }: { context: EncounterView['context'] }) {
  return (
    <dl className="encounter-context" data-testid="encounter-context">
      <div>
        <dt>Skills</dt>
        <dd>
          {Object.entries(context.skills).map(([skill, level]) => (
            <span key={skill} className="chip-static">
              {capitalised(skill)} {level}
            </span>
          ))}
        </dd>
      </div>
      <div>
        <dt>Cargo value</dt>
        <dd>{context.cargoValue}</dd>
      </div>
      <div>
        <dt>Weather</dt>
        <dd>{capitalised(context.weather)}</dd>
      </div>
    </dl>
  );
}

/**
 * The encounter on the road (002 §2): title, type badge, icon, description, the numbered choices
 * (keys 1 to 9), the context (skills, cargo value, weather), Auto Resolve and the countdown to the
 * server's auto-resolve. An answer goes by POST /api/encounters/resolve rather than the socket's
 * encounter-choose: its reply carries the outcome and a refusal its code (ENCOUNTER_RESOLVED when
 * the auto-resolve came first), and it works without a socket (test mode). The outcome is shown,
 * then the dialog closes. Escape closes it unanswered: Continue Journey opens it again.
 */
export function EncounterDialog({ encounterId, onClose }: { encounterId: string; onClose(): void }) {
  const { journey, loaded, actions, serverNow, refresh } = useJourneyContext();
  const { bus } = useWorld();
  const pending = journey?.encounter?.id === encounterId ? journey.encounter : null;
  const met = journey?.encounters.find((encounter) => encounter.id === encounterId) ?? null;
  const current = pending ?? met;
  // The last description stays on screen if the journey ends under the outcome (an arrival right after).
  const [seen, setSeen] = useState<EncounterView | null>(current);
  if (current && current !== seen) setSeen(current);
  const encounter = current ?? seen;
  const [answered, setAnswered] = useState<EncounterOutcome | null>(null);
  const outcome = answered ?? met?.outcome ?? null;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const now = useServerNow(serverNow, 250, outcome === null);
  const title = useRef<HTMLHeadingElement>(null);
  const msLeft = encounter ? encounter.autoResolveAt - now : 0;

  // Nothing to show (the journey no longer has it, and it was never seen): nothing to answer.
  useEffect(() => {
    if (loaded && !encounter) onClose();
  }, [loaded, encounter, onClose]);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(onClose, OUTCOME_SHOW_MS);
    return () => clearTimeout(timer);
  }, [outcome, onClose]);

  // The server's auto-resolve is pushed; if it has not come a little after its time, ask.
  const overdue = outcome === null && msLeft < -AUTO_RESOLVE_GRACE_MS;
  useEffect(() => {
    if (overdue) refresh();
  }, [overdue, refresh]);

  if (!encounter) return null;

  const answer = async (choiceId: string) => {
    if (busy || outcome) return;
    setBusy(true);
    setError(null);
    try {
      const result = await actions.resolve(encounter.id, choiceId);
      setAnswered(result);
      if (result.copper !== 0) bus.emit('sound:cue', { cue: 'coins' });
    } catch (failure) {
      // The journey is read again behind this (an auto-resolve that came first then shows its outcome).
      setError(resolveFailureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (outcome) return;
    const choiceId = choiceForKeyPress(event, encounter.choices);
    if (choiceId === null) return;
    event.preventDefault();
    void answer(choiceId);
  };

  const auto = autoChoice(encounter.choices);
  const share = Math.min(1, Math.max(0, msLeft / ENCOUNTER_AUTO_RESOLVE_MS));
  return (
    <Dialog
      kind="modal"
      className={`modal encounter-dialog encounter-type-${encounter.type}`}
      aria-labelledby="encounter-title"
      aria-describedby="encounter-description"
      data-testid="encounter-dialog"
      initialFocus={title}
      onCancel={onClose}
      onKeyDown={onKeyDown}
    >
      <header className="encounter-header">
        <span className="encounter-icon">
          <EncounterGlyph type={encounter.type} />
        </span>
        <div className="encounter-heading">
          <span className="badge encounter-type" data-testid="encounter-type">
            {encounterTypeLabel(encounter.type)}
          </span>
          <h2 className="modal-title encounter-title" id="encounter-title" ref={title} tabIndex={-1} data-testid="encounter-title">
            {encounter.title}
          </h2>
        </div>
        {!outcome && (
          <div className={`encounter-countdown ${msLeft <= 3_000 ? 'is-urgent' : ''}`} role="timer" aria-label="Auto-resolves in" data-testid="encounter-countdown">
            {msLeft > 0 ? formatCountdown(msLeft) : '…'}
          </div>
        )}
      </header>
      <p className="encounter-description" id="encounter-description">
        {encounter.description}
      </p>
      {outcome ? (
        <EncounterOutcomeView outcome={outcome} closesInMs={OUTCOME_SHOW_MS} onContinue={onClose} />
      ) : (
        <>
          <ChoiceList choices={encounter.choices} busy={busy} onChoose={(choiceId) => void answer(choiceId)} testIdPrefix="encounter" />
          {error && (
            <p className="panel-message is-error" role="alert" data-testid="encounter-error">
              {error}
            </p>
          )}
          <EncounterContext context={encounter.context} />
          <footer className="encounter-footer">
            <button type="button" className="button button-small" data-testid="encounter-auto-resolve" disabled={!auto || busy} onClick={() => auto && void answer(auto.id)}>
              Auto Resolve
            </button>
            <span className="encounter-auto-note muted">{msLeft > 0 ? `The first open choice is taken in ${Math.ceil(msLeft / 1000)} s` : 'The road decides…'}</span>
          </footer>
          <span className="encounter-timer-bar" style={{ transform: `scaleX(${share})` }} aria-hidden="true" />
        </>
      )}
    </Dialog>
  );
}
