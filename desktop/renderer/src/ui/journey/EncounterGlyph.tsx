import type { EncounterType } from '@silkroad/shared';
import type { ReactNode } from 'react';
import './encounter-glyph.css';

const INK = '#2b1d14';
const EDGE = { stroke: INK, strokeWidth: 1.4, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;
const STEEL = '#c9d2d8';
const GOLD = '#e0b445';
const WOOD = '#8a5a2e';
const CLOTH = '#b23a2a';

/**
 * A drawing per kind of encounter, for the dialog's medallion and the journey's history. The
 * catalogue's emoji is not drawn: the desktop may have no emoji font (as with the item icons).
 */
const GLYPHS: Readonly<Record<EncounterType, ReactNode>> = {
  bandits: (
    <>
      <path d="M7 25 L22 8 L25 7 L24 10 L9 27 Z" fill={STEEL} {...EDGE} />
      <path d="M25 25 L10 8 L7 7 L8 10 L23 27 Z" fill={STEEL} {...EDGE} />
      <path d="M5 22 L11 28 M27 22 L21 28" stroke={WOOD} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  merchant: (
    <>
      <path d="M16 6 L16 26 M10 27 L22 27 M6 10 L26 10" fill="none" {...EDGE} strokeWidth={1.8} />
      <path d="M3 18 Q6 23 9 18 Z M23 18 Q26 23 29 18 Z" fill={GOLD} {...EDGE} />
      <path d="M6 10 L3 18 M6 10 L9 18 M26 10 L23 18 M26 10 L29 18" fill="none" stroke={INK} strokeWidth="1" />
    </>
  ),
  weather: (
    <>
      <path d="M8 20 Q3 20 4 15 Q5 11 10 12 Q11 6 17 7 Q23 7 23 12 Q29 12 28 17 Q27 20 23 20 Z" fill="#d9dee4" {...EDGE} />
      <path d="M17 18 L13 24 L17 24 L14 30 L21 22 L17 22 L20 18 Z" fill={GOLD} {...EDGE} />
    </>
  ),
  city_event: (
    <>
      <path d="M6 28 L6 13 L9 13 L9 16 L12 16 L12 13 L15 13 L15 16 L17 16 L17 13 L20 13 L20 16 L23 16 L23 13 L26 13 L26 28 Z" fill="#d8c39a" {...EDGE} />
      <path d="M13 28 L13 22 Q16 18 19 22 L19 28 Z" fill={WOOD} {...EDGE} />
      <path d="M16 13 L16 4 M16 4 L22 6 L16 8" fill={CLOTH} {...EDGE} />
    </>
  ),
  caravan: (
    <>
      <path d="M7 17 Q9 10 13 13 Q15 8 18 12 Q20 10 22 13 L24 14 Q25 8 28 7 L29 9 Q27 10 27 14 Q26 19 22 19 L10 19 Q7 19 7 17 Z" fill="#c4965c" {...EDGE} />
      <path d="M10 19 L10 27 M13 19 L13 27 M19 19 L19 27 M22 19 L22 27" stroke={INK} strokeWidth="1.8" strokeLinecap="round" />
      <path d="M12 12 Q16 9 20 12 L19 15 L13 15 Z" fill={CLOTH} {...EDGE} />
    </>
  ),
  oasis: (
    <>
      <ellipse cx="16" cy="26" rx="12" ry="3.5" fill="#5aa6c8" {...EDGE} />
      <path d="M16 25 Q15 18 17 10" fill="none" stroke={WOOD} strokeWidth="2.6" strokeLinecap="round" />
      <path d="M17 10 Q10 6 5 11 Q11 9 17 10 Q12 13 10 18 Q15 12 17 10 Q22 4 27 8 Q21 8 17 10 Q23 11 25 16 Q21 11 17 10 Z" fill="#4f8a3a" {...EDGE} />
    </>
  ),
  ruins: (
    <>
      <path d="M4 28 L28 28" stroke={INK} strokeWidth="1.8" strokeLinecap="round" />
      <path d="M6 28 L6 12 L8 10 L10 12 L10 28 Z M14 28 L14 6 L19 6 L19 9 L18 11 L19 14 L19 28 Z" fill="#d8cbb0" {...EDGE} />
      <path d="M22 28 L22 23 L28 22 L28 27 Z" fill="#c9b894" {...EDGE} />
    </>
  ),
  patrol: (
    <>
      <path d="M16 4 L27 8 Q27 21 16 28 Q5 21 5 8 Z" fill="#4a6fa5" {...EDGE} />
      <path d="M16 8 L16 24 M9 13 L23 13" stroke={GOLD} strokeWidth="2.4" strokeLinecap="round" />
    </>
  ),
  tavern: (
    <>
      <path d="M8 11 L22 11 L21 27 L9 27 Z" fill={GOLD} {...EDGE} />
      <path d="M22 14 Q28 14 27 19 Q26 23 21 22" fill="none" {...EDGE} strokeWidth={1.8} />
      <path d="M7 11 Q7 6 11 7 Q13 4 16 6 Q19 4 21 7 Q24 7 23 11 Z" fill="#fbf5e6" {...EDGE} />
    </>
  ),
  festival: (
    <>
      <path d="M16 3 L18 12 L27 9 L20 15 L28 20 L18 18 L16 28 L14 18 L4 20 L12 15 L5 9 L14 12 Z" fill={GOLD} {...EDGE} />
      <circle cx="16" cy="15" r="3" fill={CLOTH} {...EDGE} />
    </>
  ),
  trade_opportunity: (
    <>
      <ellipse cx="13" cy="24" rx="8" ry="3" fill={GOLD} {...EDGE} />
      <ellipse cx="13" cy="20" rx="8" ry="3" fill={GOLD} {...EDGE} />
      <ellipse cx="13" cy="16" rx="8" ry="3" fill={GOLD} {...EDGE} />
      <circle cx="23" cy="11" r="6" fill="#f1d27a" {...EDGE} />
      <path d="M23 8 L23 14" stroke={INK} strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  mystical: (
    <>
      <path d="M19 4 Q8 6 8 16 Q8 26 19 28 Q12 23 12 16 Q12 9 19 4 Z" fill="#b9a6e3" {...EDGE} />
      <path d="M23 9 L24.5 13 L28.5 13.5 L25.5 16 L26.5 20 L23 18 L19.5 20 L20.5 16 L17.5 13.5 L21.5 13 Z" fill={GOLD} {...EDGE} />
    </>
  ),
};

/** The drawing of an encounter's kind. */
export function EncounterGlyph({ type, className }: { type: EncounterType; className?: string }) {
  return (
    <svg className={`encounter-glyph ${className ?? ''}`} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {GLYPHS[type]}
    </svg>
  );
}
