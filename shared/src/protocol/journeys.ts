import { z } from 'zod';
import { CARGO_MAX_PER_ITEM } from '../catalogue/journeys';
import { ENCOUNTER_TYPES } from '../catalogue/encounters';
import { ROAD_FLAGS } from '../catalogue/road-choices';
import { skillRequirementText } from '../catalogue/npcs';
import type { JOURNEY_ERRORS } from './refusals/journeys';
export { JOURNEY_ERRORS } from './refusals/journeys';

export type JourneyErrorCode = keyof typeof JOURNEY_ERRORS;

/** Spec 002 §8: the words of a refused journey, around the reason. */
export const journeyStartFailedText = (reason: string) => `Failed to start journey: ${reason}`;
export const journeyStartedText = (from: string, to: string) => `Started journey from ${from} to ${to}`;

/** Spec 002 §8: a start that failed for no refusal (the server unreachable or broken). */
export const JOURNEY_START_RETRY_TEXT = 'Failed to start journey. Please try again.';
/** Spec 002 §8: the same for an answer to an encounter. */
export const ENCOUNTER_RESOLVE_RETRY_TEXT = 'Failed to resolve encounter. Please try again.';

/** Spec 000 §8: "Navigation skill too low (Requires Navigation N)". */
export const navigationTooLowText = (level: number) => skillRequirementText({ skill: 'navigation', level });

/**
 * travelling, encounter and returning (turned back, on its way to the start) are under way;
 * completed and cancelled (turned back, and home again) are history (002 §4 "Journey").
 */
export const JOURNEY_STATUSES = ['travelling', 'encounter', 'returning', 'completed', 'cancelled'] as const;
export type JourneyStatus = (typeof JOURNEY_STATUSES)[number];
export const ACTIVE_JOURNEY_STATUSES = ['travelling', 'encounter', 'returning'] as const satisfies readonly JourneyStatus[];

/** How often the server moves journeys on: arrivals, encounter checks and auto-resolves are at most this late. */
export const JOURNEY_SWEEP_MS = 1_000;

/** Most kinds of goods one caravan carries: an inventory's 40 slots. */
export const CARGO_MAX_KINDS = 40;

/** Item to quantity, 0 to 100 each (002 §5 "Journey form"); items sent with 0 are left out. */
export const cargoManifestSchema = z
  .record(z.string().min(1).max(64), z.number().int().min(0).max(CARGO_MAX_PER_ITEM))
  .refine((manifest) => Object.keys(manifest).length <= CARGO_MAX_KINDS, { message: `At most ${CARGO_MAX_KINDS} kinds of goods` });

/** POST /api/caravan/start-journey (002 §6: from_city, to_city, cargo_manifest). */
export const startJourneySchema = z
  .object({
    from_city: z.number().int(),
    to_city: z.number().int(),
    cargo_manifest: cargoManifestSchema.default({}),
    /** Run one of the trading board's routes (its level and capital required): the caravan takes the route's time. */
    route_id: z.string().min(1).max(64).optional(),
  })
  .strict();
export type StartJourneyRequest = z.input<typeof startJourneySchema>;

/** POST /api/encounters/resolve (002 §6). */
export const resolveEncounterSchema = z.object({ encounter_id: z.string().min(1).max(64), choice_id: z.string().min(1).max(64) }).strict();
export type ResolveEncounterRequest = z.infer<typeof resolveEncounterSchema>;

const roadFlagSchema = z.enum(ROAD_FLAGS);

export const encounterChoiceViewSchema = z.object({
  id: z.string(),
  text: z.string(),
  enabled: z.boolean(),
  /** Why it is disabled, in the spec's words ('Requires Diplomacy level 3 (you have 1)'). */
  reason: z.string().nullable(),
  /** The chance of its better outcome (0 to 1) when it has odds; null when its outcome is sure. */
  chance: z.number().min(0).max(1).nullable(),
});
export type EncounterChoiceView = z.infer<typeof encounterChoiceViewSchema>;

/** What one answered encounter did (the dialog's result, the journey's history line). */
export const encounterOutcomeSchema = z.object({
  choiceId: z.string(),
  choiceText: z.string(),
  /** False when a choice with odds went the other way. */
  success: z.boolean(),
  /** Answered by the 10 s auto-resolve, not the player. */
  auto: z.boolean(),
  text: z.string(),
  copper: z.number().int(),
  cargoLost: z.record(z.string(), z.number().int()),
  /** The cargo that left was sold (a festival's stall, a barter), paid in `copper` and `goodsGained`, not lost. Absent in answers stored before it. */
  cargoSold: z.boolean().default(false),
  goodsGained: z.record(z.string(), z.number().int()),
  itemsSpent: z.record(z.string(), z.number().int()),
  delayMs: z.number().int(),
  skillXp: z.record(z.string(), z.number().int()),
  reputation: z.number().int(),
  flagsGained: z.array(roadFlagSchema),
});
export type EncounterOutcome = z.infer<typeof encounterOutcomeSchema>;

export const encounterViewSchema = z.object({
  id: z.string(),
  /** The catalogue entry (shared ENCOUNTERS). */
  encounterId: z.string(),
  type: z.enum(ENCOUNTER_TYPES),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  choices: z.array(encounterChoiceViewSchema),
  /** 002 §3 "Encounter": the player's skills, the cargo's value and the weather. */
  context: z.object({ skills: z.record(z.string(), z.number().int()), cargoValue: z.number().int(), weather: z.string() }),
  presentedAt: z.number().int(),
  /** When the first enabled choice is taken for the player (presentedAt + 10 s). */
  autoResolveAt: z.number().int(),
  outcome: encounterOutcomeSchema.nullable(),
});
export type EncounterView = z.infer<typeof encounterViewSchema>;

export const journeyViewSchema = z.object({
  id: z.string(),
  fromCityId: z.number().int(),
  fromCity: z.string(),
  toCityId: z.number().int(),
  toCity: z.string(),
  /** The trading board's route it runs, if any (TRADE_ROUTES). */
  routeId: z.string().nullable(),
  routeName: z.string().nullable(),
  /** The cities passed, start and destination included. */
  via: z.array(z.number().int()),
  status: z.enum(JOURNEY_STATUSES),
  /** Where the caravan is on its way: 0 at the start, 1 on arrival (turned back, it goes down to 0). */
  progress: z.number().min(0).max(1),
  distance: z.number(),
  durationMs: z.number().int(),
  startedAt: z.number().int(),
  /** When it arrives if nothing stops it (turned back: when it is back at the start); null while it stands at an encounter, and once it is over. */
  estimatedArrival: z.number().int().nullable(),
  finishedAt: z.number().int().nullable(),
  riskScore: z.number(),
  riskBand: z.enum(['Low', 'Medium', 'High', 'Extreme']),
  /** What the caravan carries now (lost and found goods included). */
  cargo: z.record(z.string(), z.number().int()),
  cargoValue: z.number().int(),
  /** The guide and escort travelling with it. */
  flags: z.array(roadFlagSchema),
  /** The encounter it stands at (status encounter), to answer. */
  encounter: encounterViewSchema.nullable(),
  /** Encounters already behind it, in order. */
  encounters: z.array(encounterViewSchema),
  /** Where the caravan is on the map now; null at sea. */
  position: z.object({ x: z.number(), y: z.number() }).nullable(),
  /** The server's time of this view: progress and the countdown are read against it. */
  now: z.number().int(),
});
export type JourneyView = z.infer<typeof journeyViewSchema>;

export const activeJourneyResponseSchema = z.object({ success: z.literal(true), data: z.object({ journey: journeyViewSchema.nullable() }) });
export const journeyStartedResponseSchema = z.object({ success: z.literal(true), data: z.object({ journey: journeyViewSchema, message: z.string() }) });
export const journeyHistoryResponseSchema = z.object({ success: z.literal(true), data: z.object({ journeys: z.array(journeyViewSchema) }) });
export const journeyCancelledResponseSchema = z.object({ success: z.literal(true), data: z.object({ journey: journeyViewSchema, message: z.string() }) });
export const encounterResolvedResponseSchema = z.object({ success: z.literal(true), data: z.object({ journey: journeyViewSchema, outcome: encounterOutcomeSchema }) });

/**
 * A caravan on the road as those nearby see it (`caravans`, every CARAVAN_FEED_MS to the interest
 * areas that see it): who travels, between which cities, and its clock, from which a client draws
 * it moving (journeyPosition) until the next message. Its cargo is its owner's business.
 */
export interface CaravanView {
  journeyId: string;
  playerId: string;
  name: string;
  fromCityId: number;
  toCityId: number;
  durationMs: number;
  travelledMs: number;
  /** Null while it stands at an encounter; later than now while an encounter holds it up. */
  movingSince: number | null;
}

/** How often the caravans on the road are told to those who see them; a client forgets one not told of for three times this. */
export const CARAVAN_FEED_MS = 2_000;
