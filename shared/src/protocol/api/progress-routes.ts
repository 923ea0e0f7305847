import { achievementsResponseSchema, playerStatsResponseSchema, tutorialAdvanceRequestSchema, tutorialResponseSchema } from '../progress';
import { defineRoute } from './route-spec';

const tag = 'progress';

/** The tutorial, the achievements and the Player Stats window (issue 21): kept and counted by the server. */
export const PROGRESS_ROUTES = {
  tutorial: defineRoute({
    method: 'get',
    path: '/api/tutorial',
    tag,
    summary: 'The tutorial’s step for this player, and whether the server has seen its objective done',
    description: 'A new character starts at welcome; characters from before the tutorial existed have it completed.',
    access: 'player',
    reply: tutorialResponseSchema,
    refusals: [],
  }),
  advanceTutorial: defineRoute({
    method: 'post',
    path: '/api/tutorial/advance',
    tag,
    summary: 'Next: move the tutorial on from the step named (its objective met, or Next pressed)',
    description: 'Only from the step it stands at, so two windows pressing Next at once move it one step. From tutorial_complete it completes the tutorial.',
    access: 'player',
    rateLimit: 'tutorial',
    body: tutorialAdvanceRequestSchema,
    reply: tutorialResponseSchema,
    refusals: ['TUTORIAL_STEP_MOVED_ON', 'TUTORIAL_NOT_ACTIVE'],
  }),
  skipTutorial: defineRoute({
    method: 'post',
    path: '/api/tutorial/skip',
    tag,
    summary: 'Skip: completes the tutorial at once (002 §4)',
    access: 'player',
    rateLimit: 'tutorial',
    reply: tutorialResponseSchema,
    refusals: [],
  }),
  restartTutorial: defineRoute({
    method: 'post',
    path: '/api/tutorial/restart',
    tag,
    summary: 'Start the tutorial again from welcome (from Help)',
    access: 'player',
    rateLimit: 'tutorial',
    reply: tutorialResponseSchema,
    refusals: [],
  }),
  achievements: defineRoute({
    method: 'get',
    path: '/api/achievements',
    tag,
    summary: 'Every achievement with this player’s progress, unlocked ones with their date',
    description: 'Progress is counted from what happened (the ledger, trades, journeys, quests). The server unlocks an achievement as its goal is reached and pays its reward once through the ledger.',
    access: 'player',
    reply: achievementsResponseSchema,
    refusals: [],
  }),
  stats: defineRoute({
    method: 'get',
    path: '/api/player/stats',
    tag,
    summary: 'The Player Stats window: overview, statistics and the recent activity, counted by the server',
    access: 'player',
    reply: playerStatsResponseSchema,
    refusals: ['PLAYER_NOT_FOUND'],
  }),
};
