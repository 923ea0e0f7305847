import { npcIdParamSchema, npcQuestsResponseSchema, questChangedResponseSchema, questIdParamSchema, questLogResponseSchema } from '../quests';
import { defineRoute } from './route-spec';

const tag = 'quests';

/** Quests (issue 20): offered by NPCs, counted by the server from what the player does, paid once through the ledger. */
export const QUESTS_ROUTES = {
  log: defineRoute({
    method: 'get',
    path: '/api/quests',
    tag,
    summary: 'The player’s quest log with each objective’s progress',
    access: 'player',
    reply: questLogResponseSchema,
    refusals: [],
  }),
  ofNpc: defineRoute({
    method: 'get',
    path: '/api/quests/npc/{npcId}',
    tag,
    summary: 'The quests an NPC gives, as this player sees them (available, locked, active, ready, done today)',
    access: 'player',
    params: npcIdParamSchema,
    reply: npcQuestsResponseSchema,
    refusals: ['NPC_NOT_FOUND'],
  }),
  accept: defineRoute({
    method: 'post',
    path: '/api/quests/{id}/accept',
    tag,
    summary: 'Accept a quest from its giver',
    description: 'In the giver’s city, within 100 px of them (or in Venice for its people), during their hours. Objectives count what happens from now on.',
    access: 'player',
    rateLimit: 'quests',
    params: questIdParamSchema,
    reply: questChangedResponseSchema,
    status: 201,
    refusals: ['QUEST_NOT_FOUND', 'QUEST_UNAVAILABLE', 'QUEST_ALREADY_TAKEN', 'QUEST_ALREADY_DONE', 'QUEST_DONE_TODAY', 'QUEST_LOG_FULL', 'NPC_NOT_FOUND', 'NOT_IN_CITY', 'ON_FARM', 'ON_JOURNEY', 'NPC_CLOSED', 'NPC_OUT_OF_REACH'],
  }),
  claim: defineRoute({
    method: 'post',
    path: '/api/quests/{id}/claim',
    tag,
    summary: 'Hand a completed quest in to its giver and take the reward',
    description: 'Once: the quest is counted again inside the claim’s transaction, hand-ins leave the inventory and the rewards are paid through the ledger.',
    access: 'player',
    rateLimit: 'quests',
    params: questIdParamSchema,
    reply: questChangedResponseSchema,
    refusals: ['QUEST_NOT_FOUND', 'QUEST_NOT_ACTIVE', 'QUEST_INCOMPLETE', 'NPC_NOT_FOUND', 'NOT_IN_CITY', 'ON_FARM', 'ON_JOURNEY', 'NPC_CLOSED', 'NPC_OUT_OF_REACH', 'INVENTORY_FULL'],
  }),
  abandon: defineRoute({
    method: 'post',
    path: '/api/quests/{id}/abandon',
    tag,
    summary: 'Abandon a quest in the log: its progress is lost, and it may be taken again',
    access: 'player',
    rateLimit: 'quests',
    params: questIdParamSchema,
    reply: questChangedResponseSchema,
    refusals: ['QUEST_NOT_FOUND', 'QUEST_NOT_ACTIVE'],
  }),
};
