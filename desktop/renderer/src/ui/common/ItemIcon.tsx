import type { ReactNode } from 'react';
import { glyphFor, type GlyphShape } from './item-glyphs';
import './item-icon.css';

const INK = '#2b1d14';
/** The ink line round most shapes; OUTLINE also rounds the corners of polygons. */
const EDGE = { stroke: INK, strokeWidth: 1.4 } as const;
const OUTLINE = { ...EDGE, strokeLinejoin: 'round' } as const;

/** Simple drawings of each kind of good: no emoji (the desktop may have no emoji font), no images to load. */
function shape(kind: GlyphShape, color: string): ReactNode {
  switch (kind) {
    case 'bolt':
      return (
        <>
          <path d="M6 20 L22 24 L26 14 L10 10 Z" fill={color} {...OUTLINE} />
          <ellipse cx="8" cy="15" rx="3.2" ry="5.4" fill={color} {...EDGE} />
          <path d="M12 12 L24 15 M11 16 L23 19" stroke="rgba(255,255,255,0.45)" strokeWidth="1.2" />
        </>
      );
    case 'pelt':
      return <path d="M9 7 Q16 4 23 7 L25 13 Q28 20 22 26 L16 28 L10 26 Q4 20 7 13 Z" fill={color} {...OUTLINE} />;
    case 'sack':
      return (
        <>
          <path d="M11 9 Q6 16 7 23 Q8 28 16 28 Q24 28 25 23 Q26 16 21 9 Z" fill={color} {...OUTLINE} />
          <path d="M11 9 L13 5 L19 5 L21 9" fill={color} {...OUTLINE} />
          <path d="M10.5 10 L21.5 10" stroke={INK} strokeWidth="2" />
        </>
      );
    case 'ingot':
      return (
        <>
          <path d="M5 22 L9 13 L23 13 L27 22 Z" fill={color} {...OUTLINE} />
          <path d="M9 13 L11 10 L25 10 L23 13" fill="rgba(255,255,255,0.35)" stroke={INK} strokeWidth="1.2" strokeLinejoin="round" />
        </>
      );
    case 'ore':
      return (
        <>
          <path d="M6 21 L9 12 L16 8 L24 11 L27 19 L22 26 L11 26 Z" fill={color} {...OUTLINE} />
          <circle cx="13" cy="16" r="1.6" fill="rgba(255,255,255,0.55)" />
          <circle cx="20" cy="19" r="1.3" fill="rgba(255,255,255,0.45)" />
        </>
      );
    case 'tool':
      return (
        <>
          <path d="M14 12 L24 27" stroke="#8a5a2e" strokeWidth="3.2" strokeLinecap="round" />
          <path d="M6 11 Q13 4 22 8 L20 11 Q13 9 8 13 Z" fill={color} {...OUTLINE} />
        </>
      );
    case 'axe':
      return (
        <>
          <path d="M11 7 L23 27" stroke="#8a5a2e" strokeWidth="3.2" strokeLinecap="round" />
          <path d="M13 10 Q7 7 5 13 Q6 18 11 19 Q11 15 16 12 Z" fill={color} {...OUTLINE} />
        </>
      );
    case 'hammer':
      return (
        <>
          <path d="M14 12 L23 27" stroke="#8a5a2e" strokeWidth="3.2" strokeLinecap="round" />
          <rect x="6" y="6" width="15" height="7" rx="1.5" transform="rotate(-30 13.5 9.5)" fill={color} {...EDGE} />
        </>
      );
    case 'saw':
      return (
        <>
          <path d="M5 20 L23 9 L25 12 L8 24 L7 22.6 L8.4 21.6 L7.6 20.4 L9 19.4 L8.2 18.2 Z" fill={color} stroke={INK} strokeWidth="1.2" strokeLinejoin="round" />
          <path d="M22 8 L27 6 Q29 9 28 12 L25 13 Z" fill="#8a5a2e" stroke={INK} strokeWidth="1.2" strokeLinejoin="round" />
        </>
      );
    case 'blade':
      return (
        <>
          <path d="M22 5 L26 6 L14 20 L12 18 Z" fill={color} stroke={INK} strokeWidth="1.3" strokeLinejoin="round" />
          <path d="M9 17 L15 23" stroke="#d4a63c" strokeWidth="2.6" strokeLinecap="round" />
          <path d="M11 21 L6 26" stroke="#5a3a1e" strokeWidth="3" strokeLinecap="round" />
        </>
      );
    case 'gem':
      return (
        <>
          <path d="M6 12 L11 6 L21 6 L26 12 L16 27 Z" fill={color} {...OUTLINE} />
          <path d="M6 12 L26 12 M11 6 L13 12 L16 27 L19 12 L21 6" fill="none" stroke="rgba(255,255,255,0.5)" strokeWidth="1" />
        </>
      );
    case 'flask':
      return (
        <>
          <path d="M13 5 L19 5 L19 12 L25 24 Q26 27 22 27 L10 27 Q6 27 7 24 L13 12 Z" fill="#f6f0e2" {...OUTLINE} />
          <path d="M10.2 19 L21.8 19 L24.2 24.5 Q24.6 25.8 22 25.8 L10 25.8 Q7.4 25.8 7.8 24.5 Z" fill={color} />
          <path d="M12 5 L20 5" stroke={INK} strokeWidth="2" />
        </>
      );
    case 'leaf':
      return (
        <>
          <path d="M7 25 Q6 10 24 6 Q27 21 10 24 Z" fill={color} {...OUTLINE} />
          <path d="M7 25 Q14 17 21 10" fill="none" stroke="rgba(255,255,255,0.55)" strokeWidth="1.2" />
        </>
      );
    case 'grain':
      return (
        <>
          <path d="M16 28 L16 9" stroke="#9a7424" strokeWidth="1.6" />
          {[10, 15, 20].map((y) => (
            <g key={y}>
              <ellipse cx="12.6" cy={y} rx="3.2" ry="2" transform={`rotate(-35 12.6 ${y})`} fill={color} stroke={INK} strokeWidth="1" />
              <ellipse cx="19.4" cy={y} rx="3.2" ry="2" transform={`rotate(35 19.4 ${y})`} fill={color} stroke={INK} strokeWidth="1" />
            </g>
          ))}
          <ellipse cx="16" cy="6" rx="2" ry="3" fill={color} stroke={INK} strokeWidth="1" />
        </>
      );
    case 'log':
      return (
        <>
          <path d="M8 11 L24 11 L24 22 L8 22 Z" fill={color} {...EDGE} />
          <ellipse cx="24" cy="16.5" rx="3.2" ry="5.5" fill="#e2c18e" {...EDGE} />
          <ellipse cx="24" cy="16.5" rx="1.4" ry="2.6" fill="none" stroke="#9a6a3a" strokeWidth="1" />
        </>
      );
    case 'spool':
      return (
        <>
          <rect x="9" y="6" width="14" height="4" rx="1.5" fill="#a8743e" stroke={INK} strokeWidth="1.2" />
          <rect x="9" y="22" width="14" height="4" rx="1.5" fill="#a8743e" stroke={INK} strokeWidth="1.2" />
          <rect x="11" y="10" width="10" height="12" fill={color} stroke={INK} strokeWidth="1.2" />
          <path d="M11 13 L21 14 M11 17 L21 18" stroke="rgba(255,255,255,0.45)" strokeWidth="1" />
        </>
      );
    case 'crate':
      return (
        <>
          <rect x="6" y="9" width="20" height="17" rx="1.5" fill={color} {...EDGE} />
          <path d="M6 14 L26 14 M6 21 L26 21 M6 9 L26 26" stroke={INK} strokeWidth="1.1" opacity="0.6" />
        </>
      );
  }
}

/** The picture of an item, sized by CSS. */
export function ItemIcon({ itemId, className }: { itemId: string; className?: string }) {
  const glyph = glyphFor(itemId);
  return (
    <svg className={`item-icon ${className ?? ''}`} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {shape(glyph.shape, glyph.color)}
    </svg>
  );
}
