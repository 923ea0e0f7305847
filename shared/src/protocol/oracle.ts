import { z } from 'zod';
import { CLUE_KINDS, ORACLE_TOPICS } from '../rules/oracle';
import type { ORACLE_ERRORS } from './refusals/oracle';
export { ORACLE_ERRORS } from './refusals/oracle';

export type OracleErrorCode = keyof typeof ORACLE_ERRORS;

/** Oracle texts the client shows. */
export const ORACLE_TEXT = {
  title: 'The Oracle',
  ask: 'Consult the Stars',
  rumours: 'Rumours',
  noRumours: 'You have heard no rumours lately.',
} as const;

export const clueSourceSchema = z.enum(['oracle', 'rumour']);

/**
 * A clue as a player has it: the oracle's (precise) or an NPC's rumour (vaguer), true when
 * given and in force until `expiresAt` (ms); `readAt` null until the player marked it read.
 */
export const oracleClueSchema = z.object({
  id: z.string(),
  kind: z.enum(CLUE_KINDS),
  text: z.string(),
  source: clueSourceSchema,
  /** Who told it: the oracle's id or the rumour-teller's. */
  npcId: z.string(),
  cityId: z.number().int().nullable(),
  itemId: z.string().nullable(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  readAt: z.number().int().nullable(),
});
export type OracleClue = z.infer<typeof oracleClueSchema>;

/** `oracle-query` over the socket and POST /api/oracle/query: what to ask about (the spec's {query}). */
export const oracleQuerySchema = z.object({ query: z.enum(ORACLE_TOPICS).default('any') }).strict();
export type OracleQuery = z.input<typeof oracleQuerySchema>;

export const rumourRequestSchema = z.object({ npc_id: z.string().min(1).max(64) }).strict();

export const oracleAnswerResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    clue: oracleClueSchema,
    /** The fee taken, in copper. */
    copperSpent: z.number().int(),
    /** The purse after it. */
    copper: z.number().int(),
    /** How many more the oracle tells this player this game day. */
    cluesLeftToday: z.number().int(),
  }),
});

export const rumourResponseSchema = z.object({ success: z.literal(true), data: z.object({ clue: oracleClueSchema }) });

/** The clues and rumours still in force, newest first; `unread` is the HUD's rumour count. */
export const rumoursResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ rumours: z.array(oracleClueSchema), unread: z.number().int(), cluesLeftToday: z.number().int() }),
});

export const rumoursReadResponseSchema = z.object({ success: z.literal(true), data: z.object({ marked: z.number().int(), unread: z.number().int() }) });
