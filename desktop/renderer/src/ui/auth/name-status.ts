import { NAME_MESSAGES, type NameValidation } from '@silkroad/shared';
import type { Availability } from './name-availability';

export type SubmitState = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'done' } | { kind: 'failed'; message: string };

export interface StatusLine {
  text: string;
  tone: 'info' | 'ok' | 'error';
}

/**
 * The status line of the name dialog, in priority order: the result of Set Name, then the local
 * validation (nothing while empty), then the availability of exactly the name in the box.
 */
export function nameStatusLine(raw: string, validation: NameValidation, availability: Availability | null, submit: SubmitState): StatusLine | null {
  if (submit.kind === 'done') return { text: `✓ ${NAME_MESSAGES.setSucceeded}`, tone: 'ok' };
  if (submit.kind === 'failed') return { text: submit.message, tone: 'error' };
  if (raw.trim() === '') return null;
  if (!validation.valid) return { text: validation.error, tone: 'error' };
  if (!availability || availability.name !== validation.name) return null;
  switch (availability.kind) {
    case 'checking':
      return { text: NAME_MESSAGES.checking, tone: 'info' };
    case 'available':
      return { text: `✓ ${NAME_MESSAGES.available}`, tone: 'ok' };
    case 'unavailable':
    case 'failed':
      return { text: availability.message, tone: 'error' };
  }
}

export function canSubmitName(validation: NameValidation, availability: Availability | null, submit: SubmitState): validation is { valid: true; name: string } {
  return (
    validation.valid &&
    availability?.name === validation.name &&
    availability.kind === 'available' &&
    submit.kind !== 'submitting' &&
    submit.kind !== 'done'
  );
}
