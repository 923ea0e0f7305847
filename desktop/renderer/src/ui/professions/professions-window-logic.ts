/**
 * What the Professions window shows and accepts (001 §2, §8, §9; 002 §4 "Crafting queue"): each
 * queue entry's progress by the server's clock, the quantity field, the transmutation form, the
 * claim and error toasts. Pure: the window and the workshop's crafting panel both read these.
 */
import {
  itemById,
  RECIPE_QUANTITY_MAX,
  RECIPE_QUANTITY_MIN,
  TRANSMUTE_QUANTITY_MAX,
  type GameNotification,
  type QueuedCraft,
  type TransmuteMetal,
  type TransmuteRequest,
} from '@silkroad/shared';
import { ApiError } from '../../net/api-client';
import type { CraftClaim } from '../../net/crafting-api';

export const QUANTITY_TEXT = `Quantity must be ${RECIPE_QUANTITY_MIN} to ${RECIPE_QUANTITY_MAX}`;
export const TRANSMUTE_QUANTITY_TEXT = `Quantity must be 1 to ${TRANSMUTE_QUANTITY_MAX}`;

export type QuantityCheck = { ok: true; value: number } | { ok: false; reason: string };

/** A whole number typed into a quantity field, within min..max; anything else gets `reason`. */
export function parseQuantity(text: string, max: number = RECIPE_QUANTITY_MAX, reason: string = QUANTITY_TEXT): QuantityCheck {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { ok: false, reason };
  const value = Number(trimmed);
  return value >= 1 && value <= max ? { ok: true, value } : { ok: false, reason };
}

export interface QueueEntryView {
  id: string;
  name: string;
  quantity: number;
  kind: QueuedCraft['kind'];
  /** 0..1 by the server's clock now. */
  progress: number;
  /** Whole seconds left (rounded up); 0 once ready. */
  secondsLeft: number;
  phase: 'queued' | 'in-progress' | 'ready';
}

/** One queue entry now: its times are the server's, so the bar advances with `serverNow` rather than the answer's own progress. */
export function queueEntryView(craft: QueuedCraft, serverNow: number): QueueEntryView {
  const span = Math.max(1, craft.endsAt - craft.startsAt);
  const progress = Math.min(1, Math.max(0, (serverNow - craft.startsAt) / span));
  const phase = serverNow >= craft.endsAt || craft.status === 'ready' ? 'ready' : serverNow < craft.startsAt ? 'queued' : 'in-progress';
  const secondsLeft = phase === 'ready' ? 0 : Math.ceil((craft.endsAt - serverNow) / 1000);
  return { id: craft.id, name: craft.name, quantity: craft.quantity, kind: craft.kind, progress: phase === 'ready' ? 1 : progress, secondsLeft, phase };
}

/** '45 s', '3 m 05 s', '1 h 02 m'. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} m ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} m`;
}

export function formatPercent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** The width of an XP bar: experience into the level over what the next one needs. */
export function xpFraction(current: number, needed: number): number {
  if (needed <= 0) return 1;
  return Math.min(1, Math.max(0, current / needed));
}

export function itemName(itemId: string): string {
  return itemById(itemId)?.name ?? itemId.replace(/-/g, ' ');
}

export interface IngredientLine {
  itemId: string;
  name: string;
  /** For the whole batch. */
  needed: number;
  held: number;
  enough: boolean;
}

/** A recipe's ingredients for `quantity` units beside what the player holds. */
export function ingredientLines(ingredients: Readonly<Record<string, number>>, inventory: Readonly<Record<string, number>>, quantity = 1): IngredientLine[] {
  return Object.entries(ingredients).map(([itemId, each]) => {
    const needed = each * Math.max(1, quantity);
    const held = inventory[itemId] ?? 0;
    return { itemId, name: itemName(itemId), needed, held, enough: held >= needed };
  });
}

/** 'Bread ×2, Honey Cake' */
export function itemsText(items: Readonly<Record<string, number>>): string {
  return Object.entries(items)
    .map(([itemId, quantity]) => (quantity === 1 ? itemName(itemId) : `${itemName(itemId)} ×${quantity}`))
    .join(', ');
}

/** The toast of a claimed craft: the server's 'Successfully crafted {recipe}' / 'Failed to craft {recipe}', with what it made and the XP. */
export function claimNotification(claim: CraftClaim): GameNotification {
  const made = Object.keys(claim.producedItems).length > 0;
  const parts = [claim.message];
  if (made) parts.push(itemsText(claim.producedItems));
  if (claim.xpGained > 0) parts.push(`+${claim.xpGained} XP`);
  if (claim.leveledUp) parts.push(`level ${claim.level}!`);
  if (claim.discovery?.recipeId) parts.push('a new recipe discovered!');
  else if (claim.discovery && claim.discovery.knowledgePoints > 0) parts.push(`+${claim.discovery.knowledgePoints} knowledge`);
  return { type: made ? 'success' : 'warning', message: parts.join(' · '), duration: 6_000 };
}

/** 'Crafting error: {reason}' (001 §8), the reason being the server's text or what went wrong. */
export function craftingErrorText(error: unknown): string {
  const reason = error instanceof ApiError ? error.message : error instanceof Error ? error.message : String(error);
  return `Crafting error: ${reason}`;
}

export interface TransmuteForm {
  material: TransmuteMetal | '';
  target: TransmuteMetal | '';
  quantity: string;
}

export type TransmuteCheck = { ok: true; request: TransmuteRequest } | { ok: false; reason: string | null };

/**
 * The transmutation tool's Transmute: nothing happens while the material or target is empty or
 * they are the same (001 §2: reason null, nothing to say), and a bad quantity says so.
 */
export function transmuteCheck(form: TransmuteForm): TransmuteCheck {
  if (form.material === '' || form.target === '' || form.material === form.target) return { ok: false, reason: null };
  const quantity = parseQuantity(form.quantity, TRANSMUTE_QUANTITY_MAX, TRANSMUTE_QUANTITY_TEXT);
  if (!quantity.ok) return { ok: false, reason: quantity.reason };
  return { ok: true, request: { material_type: form.material, target_type: form.target, quantity: quantity.value } };
}
