import { NAME_MAX_LENGTH, NAME_MESSAGES, NAME_SET_CLOSE_DELAY_MS, nameCounterColor, suggestNames, validateInGameName, type SessionUser } from '@silkroad/shared';
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../net/api-client';
import { Dialog } from '../common/Dialog';
import { useNameAvailability } from '../hooks/use-name-availability';
import { useServices } from '../services';
import { canSubmitName, nameStatusLine, type SubmitState } from './name-status';
import './name-dialog.css';

interface Props {
  /** The authentication flow forbids skipping (a player needs a name); renaming allows it. */
  allowSkip: boolean;
  onNameSet(user: SessionUser): void;
  onSkip?(): void;
}

function setNameError(error: unknown): string {
  return error instanceof ApiError && error.isRejection && error.message ? error.message : NAME_MESSAGES.setFailed;
}

export function NameDialog({ allowSkip, onNameSet, onSkip }: Props) {
  const { api } = useServices();
  const [value, setValue] = useState('');
  const [submit, setSubmit] = useState<SubmitState>({ kind: 'idle' });
  const [savedUser, setSavedUser] = useState<SessionUser | null>(null);
  const [suggestions] = useState(() => suggestNames(Math.random));
  const { availability, request } = useNameAvailability(api);
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);

  const validation = validateInGameName(value);
  const status = nameStatusLine(value, validation, availability, submit);
  const canSubmit = canSubmitName(validation, availability, submit);
  const busy = submit.kind === 'submitting' || submit.kind === 'done';

  const change = (next: string) => {
    const limited = next.slice(0, NAME_MAX_LENGTH);
    setValue(limited);
    if (submit.kind === 'failed') setSubmit({ kind: 'idle' });
    const checked = validateInGameName(limited);
    request(checked.valid ? checked.name : null);
  };

  const submitName = async () => {
    if (!canSubmit) return;
    setSubmit({ kind: 'submitting' });
    try {
      const user = await api.setInGameName(validation.name);
      setSubmit({ kind: 'done' });
      setSavedUser(user);
    } catch (error) {
      setSubmit({ kind: 'failed', message: setNameError(error) });
    }
  };

  // The tick and "Name set successfully!" stay up for 1.5 s before the dialog hands over.
  const finish = useEffectEvent((user: SessionUser) => onNameSet(user));
  useEffect(() => {
    if (!savedUser) return;
    const timer = setTimeout(() => finish(savedUser), NAME_SET_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [savedUser]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && canSubmit) {
      event.preventDefault();
      void submitName();
    }
  };

  // Renaming can be put off (Escape, a click beside the dialog); the first name cannot.
  const skip = allowSkip && !busy ? () => onSkip?.() : undefined;

  return (
    <Dialog kind="modal" className="modal name-dialog" aria-labelledby={`${ids}-title`} data-testid="name-dialog" initialFocus={input} onCancel={skip} onBackdropClick={skip}>
      <h2 className="modal-title" id={`${ids}-title`}>
        Choose Your In-Game Name
      </h2>
      <p className="modal-subtitle">This is how other players will see you: above your character in the world and beside your words in chat.</p>
      <div className="name-field">
        <input
          ref={input}
          className="text-input"
          data-testid="name-input"
          aria-label="In-game name"
          aria-describedby={`${ids}-status`}
          placeholder="Enter your in-game name..."
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          value={value}
          disabled={busy}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <span className={`name-counter counter-${nameCounterColor(value.length)}`} data-testid="name-counter">
          {value.length} / {NAME_MAX_LENGTH}
        </span>
      </div>
      <p className={`name-status${status ? ` tone-${status.tone}` : ''}`} id={`${ids}-status`} data-testid="name-status" aria-live="polite">
        {status?.text ?? ''}
      </p>
      <button type="button" className="button button-primary button-wide" data-testid="name-submit" disabled={!canSubmit} onClick={() => void submitName()}>
        {submit.kind === 'submitting' ? 'Setting Name...' : 'Set Name'}
      </button>
      <div className="name-suggestions">
        <span className="suggestions-label">Suggestions:</span>
        <div className="suggestion-list">
          {suggestions.map((name) => (
            <button type="button" key={name} className="chip" data-testid="name-suggestion" disabled={busy} onClick={() => change(name)}>
              {name}
            </button>
          ))}
        </div>
      </div>
      {allowSkip && (
        <button type="button" className="link-button" data-testid="name-skip" disabled={busy} onClick={() => onSkip?.()}>
          Skip for Now
        </button>
      )}
    </Dialog>
  );
}
