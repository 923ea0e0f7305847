import { type ActionSessionView, type ProfessionId, PROFESSIONS_ROUTES, type ProfessionStats, type RouteReply } from '@silkroad/shared';
import type { ApiClient } from './api-client';

const ROUTES = PROFESSIONS_ROUTES;

export type ProfessionActions = RouteReply<typeof ROUTES.actions>['data'];
export type ActionStarted = RouteReply<(typeof ROUTES)[`${ProfessionId}Start`]>;
export type ActionChecked = RouteReply<(typeof ROUTES)[`${ProfessionId}Check`]>;
export type SaplingsPlanted = RouteReply<typeof ROUTES.plantTrees>['data'];
export type Commissioned = RouteReply<typeof ROUTES.commission>['data'];

/**
 * The profession routes the popups use (001 §7): every action of a profession judged where and
 * when the player stands, starting one, checking (and so claiming) a session, the sessions still
 * running, and the profession's stats. A refusal throws ApiError with the server's code
 * (ACTION_UNAVAILABLE, ACTION_IN_PROGRESS...).
 */
export class ProfessionsApi {
  constructor(private readonly api: ApiClient) {}

  async actions(profession: ProfessionId): Promise<ProfessionActions> {
    return (await this.api.send(ROUTES.actions, { params: { profession } })).data;
  }

  /** The session calls of one profession live under its own path (001 §7: /mining/start, /logging/check/{id}...). */
  start(profession: ProfessionId, action: string): Promise<ActionStarted> {
    return this.api.send(ROUTES[`${profession}Start`], { body: { action } });
  }

  /** The session; a finished one is claimed by this call, and every later check answers the same result. */
  check(profession: ProfessionId, sessionId: string): Promise<ActionChecked> {
    return this.api.send(ROUTES[`${profession}Check`], { params: { id: sessionId } });
  }

  /** The profession's sessions not yet claimed (to pick a running one up again after a reload). */
  async active(profession: ProfessionId): Promise<ActionSessionView[]> {
    return (await this.api.send(ROUTES[`${profession}Active`], {})).data.sessions;
  }

  /** POST /logging/plant: saplings planted where the player stands in a forest; they grow into trees anyone may fell. */
  async plant(treeType: string, quantity: number): Promise<SaplingsPlanted> {
    return (await this.api.send(ROUTES.plantTrees, { body: { treeType, quantity, timestamp: Date.now() } })).data;
  }

  /** POST /crafting/commission: the craftsman the player stands by (npcId) makes the item; it arrives through the crafting queue. */
  async commission(itemType: string, npcId: string): Promise<Commissioned> {
    return (await this.api.send(ROUTES.commission, { body: { itemType, npcId } })).data;
  }

  async stats(profession: ProfessionId): Promise<ProfessionStats> {
    return (await this.api.send(ROUTES[`${profession}Stats`], {})).data;
  }
}
