import { useState } from 'react';
import { ApiError } from '../../net/api-client';
import { useToasts } from '../common/toast-context';
import { useWorld } from '../world/world-context';
import './service-request.css';

export interface ServiceNote {
  tone: 'ok' | 'error';
  text: string;
}

/**
 * One request to a profession's service (a commission, a planting) from a popup panel: one at a
 * time, the server's answer as a toast and a note under the form, the purse and inventory
 * refreshed after; a refusal shows the server's words.
 */
export function useServiceRequest(failure: string) {
  const { player } = useWorld();
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<ServiceNote | null>(null);

  const run = <T extends { message: string }>(request: () => Promise<T>, noteOf: (answer: T) => string) => {
    if (busy) return;
    setBusy(true);
    setNote(null);
    request()
      .then(
        (answer) => {
          setNote({ tone: 'ok', text: noteOf(answer) });
          toasts.notify({ type: 'success', message: answer.message, duration: 4_000 });
          player.refresh();
        },
        (error: unknown) => setNote({ tone: 'error', text: error instanceof ApiError ? error.message : failure }),
      )
      .finally(() => setBusy(false));
  };
  return { busy, note, run };
}

export function ServiceNoteLine({ note, testId }: { note: ServiceNote | null; testId: string }) {
  if (!note) return null;
  return (
    <p className={note.tone === 'ok' ? 'pp-extra-note' : 'pp-extra-note pp-reason'} role="status" data-testid={testId}>
      {note.text}
    </p>
  );
}
