import { objectiveSeenByServer, tutorialStep, type TutorialStepId, type TutorialView } from '@silkroad/shared';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameBus } from '../../bus/game-bus';
import { ApiError } from '../../net/api-client';
import { ProgressApi } from '../../net/progress-api';
import { QUERY_KEYS } from '../../server-state/query-keys';
import type { Overlay } from '../overlays/overlay-state';
import { useServices } from '../services';
import { useWorld } from '../world/world-context';
import { isMovedOn, objectiveMet, pointerFor, shouldAutoAdvance, stepRunKey, type TutorialPointer } from './tutorial-logic';

/** The tick shows this long before a met step moves on by itself: the player sees it done. */
export const AUTO_ADVANCE_DELAY_MS = 1_200;
/**
 * While the server has an objective of the step to see (a talk, a trade, a craft) and has not seen
 * it yet, the step is read again this often: the pushes and the windows re-read it at once, this
 * only catches an act no push announces.
 */
const SERVER_OBJECTIVE_RECHECK_MS = 10_000;

export interface Tutorial {
  /** The tutorial while it runs (null: not running, not read yet, or being skipped by skipTutorial). */
  view: TutorialView | null;
  met: boolean;
  pointer: TutorialPointer;
  /** A post is under way (Next, Skip, Continue). */
  busy: boolean;
  next(): void;
  skip(): void;
}

/** The server's answer replaces the cache; a "moved on" refusal only means read it again. */
function tutorialPoster(client: QueryClient, setBusy: (busy: boolean) => void) {
  const inFlight = { current: false };
  return async (post: () => Promise<TutorialView>): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      client.setQueryData(QUERY_KEYS.tutorial, await post());
    } catch (error) {
      // Another window moved it, or the server is unreachable: either way the step as it stands is read again.
      if (!(error instanceof ApiError && isMovedOn(error.code))) console.warn('tutorial: the server refused', error);
      void client.invalidateQueries({ queryKey: QUERY_KEYS.tutorial });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
}

/** The local player's position, as the world reports it (the server's last word until the first move). */
function useLocalPosition(bus: GameBus, initial: { x: number; y: number } | null): { x: number; y: number } | null {
  const [position, setPosition] = useState(initial);
  useEffect(() => {
    const update = (at: { x: number; y: number }) => setPosition((current) => (current && current.x === at.x && current.y === at.y ? current : at));
    const offs = [bus.on('player:moved', update), bus.on('player:teleport', update)];
    return () => offs.forEach((off) => off());
  }, [bus]);
  return position ?? initial;
}

/**
 * The tutorial as the server keeps it (issue 21), with what only the screen sees: where the player
 * walks and which window is open. It moves on by itself when a step's objective is met, one post
 * per step; with `skipTutorial` it is skipped through the server on entering the world.
 */
export function useTutorial(overlay: Overlay['kind'] | null): Tutorial {
  const { api, skipTutorial } = useServices();
  const { bus, player } = useWorld();
  const client = useQueryClient();
  const progress = useMemo(() => new ProgressApi(api), [api]);
  const [busy, setBusy] = useState(false);
  const post = useMemo(() => tutorialPoster(client, setBusy), [client]);

  // skipTutorial: skipped through the server within the world's first read, once per world (a
  // restart from Help later stands), so the card of a skipped tutorial never shows, not even briefly.
  const skipOnFirstRead = useRef(skipTutorial);
  const query = useQuery({
    queryKey: QUERY_KEYS.tutorial,
    queryFn: async () => {
      const read = await progress.tutorial();
      if (!skipOnFirstRead.current) return read;
      skipOnFirstRead.current = false;
      return read.status === 'active' ? progress.skipTutorial() : read;
    },
    refetchInterval: (q) => {
      const view = q.state.data;
      const serverSees = view?.status === 'active' && objectiveSeenByServer(tutorialStep(view.step).objective);
      return serverSees && !view.objectiveMet ? SERVER_OBJECTIVE_RECHECK_MS : false;
    },
  });
  const data = query.data ?? null;

  const view = data?.status === 'active' ? data : null;
  const position = useLocalPosition(bus, player.data?.location ?? null);
  const met = view ? objectiveMet(view, { position, overlay }) : false;
  const step = view ? tutorialStep(view.step) : null;
  const pointer = useMemo<TutorialPointer>(() => (step ? pointerFor(step, met) : { kind: 'none' }), [step, met]);

  // A window opened may be where an objective was met (a talk, a trade): the server is asked again.
  useEffect(() => {
    if (overlay !== null) void client.invalidateQueries({ queryKey: QUERY_KEYS.tutorial });
  }, [client, overlay]);

  const advance = useCallback((from: TutorialStepId) => void post(() => progress.advanceTutorial(from)), [post, progress]);

  // One automatic post per run of a step: `askedFor` remembers the run already asked for.
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!view || !shouldAutoAdvance(view, met, askedFor.current)) return;
    const from = view.step;
    const run = stepRunKey(view);
    const timer = setTimeout(() => {
      askedFor.current = run;
      advance(from);
    }, AUTO_ADVANCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [advance, met, view]);

  // The world's arrow: told on every change, and again when a (re)built world is ready for it.
  const mark = pointer.kind === 'world' ? pointer : null;
  const markX = mark?.x ?? null;
  const markY = mark?.y ?? null;
  const figure = mark?.figure ?? false;
  useEffect(() => {
    const tell = () => bus.emit('tutorial:mark', markX === null || markY === null ? null : { x: markX, y: markY, figure });
    tell();
    const off = bus.on('world:ready', tell);
    return () => {
      off();
      bus.emit('tutorial:mark', null);
    };
  }, [bus, figure, markX, markY]);

  const currentStep = view?.step ?? null;
  const next = useCallback(() => {
    if (currentStep) advance(currentStep);
  }, [advance, currentStep]);
  const skip = useCallback(() => void post(() => progress.skipTutorial()), [post, progress]);
  return { view, met, pointer, busy, next, skip };
}

/** Help's "Play the tutorial again", and the tutorial's state as Help shows it. */
export function useTutorialRestart(): { status: TutorialView['status'] | null; restart(): Promise<void> } {
  const { api } = useServices();
  const client = useQueryClient();
  const progress = useMemo(() => new ProgressApi(api), [api]);
  const query = useQuery({ queryKey: QUERY_KEYS.tutorial, queryFn: () => progress.tutorial() });
  const restart = useCallback(async () => {
    client.setQueryData(QUERY_KEYS.tutorial, await progress.restartTutorial());
  }, [client, progress]);
  return { status: query.data?.status ?? null, restart };
}
