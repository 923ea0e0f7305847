import { z } from 'zod';
import { PROFESSION_IDS } from '../catalogue/professions';
import { SKILL_NAMES } from '../rules/player-defaults';
import { ROAD_FLAGS } from '../catalogue/road-choices';

const skillProgress = z.object({ level: z.number().int(), experience: z.number().int() });

export const playerProfessionSchema = z.object({ id: z.enum(PROFESSION_IDS), level: z.number().int(), experience: z.number().int() });
export type PlayerProfession = z.infer<typeof playerProfessionSchema>;

/** Player data (spec 000 §3), as the server sends it. Money is derived from one copper count. */

export const playerDataSchema = z.object({
  playerId: z.string(),
  username: z.string(),
  inGameName: z.string().nullable(),
  level: z.number().int(),
  experience: z.number().int(),
  reputation: z.number().int(),
  /** The whole purse in copper; gold/silver/copper below are the same amount split into coins. */
  totalCopper: z.number().int().nonnegative(),
  gold: z.number().int(),
  silver: z.number().int(),
  copper: z.number().int(),
  currency: z.object({ copper: z.number().int(), silver: z.number().int(), gold: z.number().int(), goldCoins: z.number().int() }),
  inventory: z.record(z.string(), z.number().int()),
  startingRole: z.literal('TRADER'),
  createdAt: z.string(),
  location: z.object({ x: z.number(), y: z.number(), cityId: z.number().int().nullable(), name: z.string() }),
  skills: z.object(Object.fromEntries(SKILL_NAMES.map((s) => [s, skillProgress])) as Record<(typeof SKILL_NAMES)[number], typeof skillProgress>),
  health: z.number().int(),
  /** The profession the player's first gather chose (spec 002 §4), with its level and running experience; null before. */
  profession: playerProfessionSchema.nullable(),
  /** Help hired for the next journey (a guide, an escort, a passage, a secret route): the HUD's resources line (000 §2). */
  roadFlags: z.array(z.enum(ROAD_FLAGS)),
});
export type PlayerData = z.infer<typeof playerDataSchema>;

/** The signed-in user as the token routes return it (spec 000 §3 "User", camel-cased). */
export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  displayName: z.string(),
  inGameName: z.string().nullable(),
  needsInGameName: z.boolean(),
  isGuest: z.literal(false),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Milliseconds since the epoch when the access token stops working. */
  expiresAt: z.number().int(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;
