import type { ActionSessionView, ProfessionId } from '@silkroad/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../net/api-client';
import { ProfessionsApi, type ProfessionActions } from '../../net/professions-api';
import { useServices } from '../services';
import { CRAFTING_REFRESH_MS, ERROR_CLOSE_MS, nextCheckDelayMs, POPUP_CONFIG, resultView, type ResultView } from './popup-logic';

/** What the popup's body shows: the actions (or one in detail), a running session, its result, or an error. */
export type PopupPhase =
  | { kind: 'list' }
  | { kind: 'detail'; actionId: string }
  | { kind: 'progress'; session: ActionSessionView }
  | { kind: 'result'; result: ResultView }
  | { kind: 'error'; message: string };

export interface ProfessionPopupState {
  data: ProfessionActions | null;
  loading: boolean;
  loadError: string | null;
  phase: PopupPhase;
  busy: boolean;
  showDetail(actionId: string): void;
  back(): void;
  start(actionId: string): Promise<void>;
  dismissResult(): void;
}

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

/**
 * One profession popup's conversation with the server: on opening it reads the actions and
 * picks up a session still running (after a reload, or a trading popup closed after its start);
 * a start shows the progress box, which asks the server for the result once the session's end
 * comes by the server's clock; the result box and error boxes close on the spec's timers, and the
 * popup itself where the spec says (trading 3 s after a start; alchemy, cooking and textiles 5 s
 * after a result). Each result refreshes the player's purse and inventory.
 */
export function useProfessionPopup(profession: ProfessionId, options: { serverNow(): number; onResult(result: ResultView): void; onClose(): void }): ProfessionPopupState {
  const { api } = useServices();
  const professions = useMemo(() => new ProfessionsApi(api), [api]);
  const config = POPUP_CONFIG[profession];
  const [data, setData] = useState<ProfessionActions | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [phase, setPhase] = useState<PopupPhase>({ kind: 'list' });
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const live = useRef(true);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  // The actions, judged where and when the player stands.
  useEffect(() => {
    let active = true;
    professions.actions(profession).then(
      (next) => {
        if (!active) return;
        setData(next);
        setLoadError(null);
      },
      (error: unknown) => {
        if (!active) return;
        setLoadError(messageOf(error, `Failed to load ${config.title.toLowerCase()}`));
      },
    );
    return () => {
      active = false;
    };
  }, [config.title, profession, professions, version]);

  // A session of this profession still running (or finished and not yet claimed) is shown again.
  useEffect(() => {
    let active = true;
    professions.active(profession).then(
      (sessions) => {
        const running = sessions.find((session) => session.status !== 'claimed');
        if (active && running) setPhase((current) => (current.kind === 'list' ? { kind: 'progress', session: running } : current));
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [profession, professions]);

  const session = phase.kind === 'progress' ? phase.session : null;

  // Ask for the result when the session ends by the server's clock; again shortly if not ready yet.
  useEffect(() => {
    if (!session) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const check = () => {
      professions.check(profession, session.sessionId).then(
        (answer) => {
          if (cancelled) return;
          const result = answer.result ?? answer.data.result;
          if (result) {
            const view = resultView(profession, result);
            setPhase({ kind: 'result', result: view });
            latest.current.onResult(view);
            return;
          }
          timer = setTimeout(check, nextCheckDelayMs(answer.data, latest.current.serverNow()));
        },
        (error: unknown) => {
          if (cancelled) return;
          if (error instanceof ApiError && error.isRejection) {
            setPhase({ kind: 'error', message: messageOf(error, 'Session not found') });
            return;
          }
          // Unreachable for now: try again a little later.
          timer = setTimeout(check, 5_000);
        },
      );
    };
    // A session already over (picked up after a reload) is asked about at once.
    timer = setTimeout(check, nextCheckDelayMs(session, latest.current.serverNow(), 0));
    return () => {
      cancelled = true;
      if (timer !== null) clearTimeout(timer);
    };
  }, [profession, professions, session]);

  // The boxes' own timers (001 §9 "UI timers").
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (phase.kind === 'error') {
      timers.push(setTimeout(() => setPhase({ kind: 'list' }), ERROR_CLOSE_MS));
    }
    if (phase.kind === 'result') {
      if (config.closeAfterFinishMs !== null) timers.push(setTimeout(() => latest.current.onClose(), config.closeAfterFinishMs));
      if (config.resultCloseMs !== null) timers.push(setTimeout(() => setPhase({ kind: 'list' }), config.resultCloseMs));
      // The crafting modal refreshes 1 s after a success; every popup reads its actions again after a result.
      timers.push(setTimeout(reload, profession === 'crafting' ? CRAFTING_REFRESH_MS : 0));
    }
    return () => timers.forEach(clearTimeout);
  }, [config.closeAfterFinishMs, config.resultCloseMs, phase, profession, reload]);

  const start = useCallback(
    async (actionId: string) => {
      if (busy) return;
      setBusy(true);
      try {
        const answer = await professions.start(profession, actionId);
        if (!live.current) return;
        setPhase({ kind: 'progress', session: answer.data });
        if (config.closeAfterStartMs !== null) setTimeout(() => {
            if (live.current) latest.current.onClose();
          }, config.closeAfterStartMs);
      } catch (error) {
        if (live.current) setPhase({ kind: 'error', message: messageOf(error, PROFESSION_START_FAILED[profession]) });
      } finally {
        if (live.current) setBusy(false);
      }
    },
    [busy, config.closeAfterStartMs, profession, professions],
  );

  const showDetail = useCallback((actionId: string) => setPhase({ kind: 'detail', actionId }), []);
  const back = useCallback(() => setPhase({ kind: 'list' }), []);
  const dismissResult = useCallback(() => setPhase({ kind: 'list' }), []);

  // Reloads keep the last answer on screen; only the first load shows as loading.
  const loading = data === null && loadError === null;
  return { data, loading, loadError, phase, busy, showDetail, back, start, dismissResult };
}

/** 001 §8: 'Failed to start mining operation', and the same pattern for each profession. */
const PROFESSION_START_FAILED: Readonly<Record<ProfessionId, string>> = {
  mining: 'Failed to start mining operation',
  logging: 'Failed to start logging operation',
  blacksmithing: 'Failed to start smithing operation',
  crafting: 'Failed to start crafting operation',
  trading: 'Failed to start trading operation',
  alchemy: 'An error occurred during the alchemical process. Please try again.',
  cooking: 'An error occurred during cooking. Please try again.',
  textiles: 'An error occurred during textile work. Please try again.',
};
