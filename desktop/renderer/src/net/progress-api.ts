import { type AchievementsView, type PlayerStatsView, PROGRESS_ROUTES, type TutorialStepId, type TutorialView } from '@silkroad/shared';
import type { ApiClient } from './api-client';

/**
 * The progress routes of the protocol map (issue 21): the tutorial's step kept by the server, the
 * achievements and the Player Stats window's numbers, all counted by the server.
 */
export class ProgressApi {
  constructor(private readonly api: ApiClient) {}

  async tutorial(): Promise<TutorialView> {
    return (await this.api.send(PROGRESS_ROUTES.tutorial, {})).data;
  }

  /** Next (or the objective met): moves on from `from` only, so a second window's Next does not skip a step. */
  async advanceTutorial(from: TutorialStepId): Promise<TutorialView> {
    return (await this.api.send(PROGRESS_ROUTES.advanceTutorial, { body: { from } })).data;
  }

  async skipTutorial(): Promise<TutorialView> {
    return (await this.api.send(PROGRESS_ROUTES.skipTutorial, {})).data;
  }

  async restartTutorial(): Promise<TutorialView> {
    return (await this.api.send(PROGRESS_ROUTES.restartTutorial, {})).data;
  }

  async achievements(): Promise<AchievementsView> {
    return (await this.api.send(PROGRESS_ROUTES.achievements, {})).data;
  }

  async stats(): Promise<PlayerStatsView> {
    return (await this.api.send(PROGRESS_ROUTES.stats, {})).data;
  }
}
