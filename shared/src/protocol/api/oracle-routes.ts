import { oracleAnswerResponseSchema, oracleQuerySchema, rumourRequestSchema, rumourResponseSchema, rumoursReadResponseSchema, rumoursResponseSchema } from '../oracle';
import { defineRoute } from './route-spec';

const tag = 'oracle';

/** The oracle of Samarkand and the rumours of the cities (issue 20): true clues, paid through the ledger, capped per game day. */
export const ORACLE_ROUTES = {
  query: defineRoute({
    method: 'post',
    path: '/api/oracle/query',
    tag,
    summary: 'Ask the oracle of Samarkand for a clue (as the socket’s oracle-query)',
    description:
      'In Samarkand, within 100 px of Nasir the Star-Reader, during his hours; 5 silver through the ledger; at most 3 clues a game day. The clue is true: a market event the server has drawn and will strike, a calm it will keep, a price its market pulls back, or the road most perilous for the asker’s goods.',
    access: 'player',
    rateLimit: 'oracle',
    body: oracleQuerySchema,
    optionalBody: true,
    reply: oracleAnswerResponseSchema,
    status: 201,
    refusals: ['NOT_IN_CITY', 'ON_FARM', 'NPC_OUT_OF_REACH', 'NPC_CLOSED', 'ORACLE_DAILY_LIMIT', 'INSUFFICIENT_FUNDS'],
  }),
  rumour: defineRoute({
    method: 'post',
    path: '/api/oracle/rumour',
    tag,
    summary: 'Hear a rumour from an NPC who tells them',
    description: 'Free, once a game day per NPC, within 100 px of them (in Venice, in Venice) during their hours: the same true facts as the oracle’s, vaguer.',
    access: 'player',
    rateLimit: 'oracle',
    body: rumourRequestSchema,
    reply: rumourResponseSchema,
    status: 201,
    refusals: ['NPC_NOT_FOUND', 'NOT_IN_CITY', 'ON_FARM', 'NPC_OUT_OF_REACH', 'NPC_CLOSED', 'NPC_SERVICE_UNAVAILABLE', 'RUMOUR_HEARD_TODAY'],
  }),
  rumours: defineRoute({
    method: 'get',
    path: '/api/oracle/rumours',
    tag,
    summary: 'The clues and rumours still in force, with the unread count (the HUD’s rumours)',
    access: 'player',
    reply: rumoursResponseSchema,
    refusals: [],
  }),
  markRead: defineRoute({
    method: 'post',
    path: '/api/oracle/rumours/read',
    tag,
    summary: 'Mark every clue and rumour in force as read',
    access: 'player',
    rateLimit: 'oracle',
    reply: rumoursReadResponseSchema,
    refusals: [],
  }),
};
