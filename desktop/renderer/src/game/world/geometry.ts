import type { Point, Rect } from '@silkroad/shared';

/** Chaikin corner cutting: turns a few waypoints into a gently curving track; keeps both ends. */
export function smoothPolyline(points: readonly Point[], iterations = 3): Point[] {
  let current = points.map((p) => ({ x: p.x, y: p.y }));
  for (let n = 0; n < iterations && current.length > 2; n++) {
    const next: Point[] = [current[0] as Point];
    for (let i = 0; i < current.length - 1; i++) {
      const a = current[i] as Point;
      const b = current[i + 1] as Point;
      next.push({ x: a.x * 0.75 + b.x * 0.25, y: a.y * 0.75 + b.y * 0.25 });
      next.push({ x: a.x * 0.25 + b.x * 0.75, y: a.y * 0.25 + b.y * 0.75 });
    }
    next.push(current[current.length - 1] as Point);
    current = next;
  }
  return current;
}

function distanceToSegment(px: number, py: number, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((px - a.x) * dx + (py - a.y) * dy) / lengthSq));
  return Math.hypot(px - (a.x + t * dx), py - (a.y + t * dy));
}

export function distanceToPolyline(px: number, py: number, line: readonly Point[]): number {
  let best = Infinity;
  for (let i = 0; i < line.length - 1; i++) best = Math.min(best, distanceToSegment(px, py, line[i] as Point, line[i + 1] as Point));
  return best;
}

export function polylineLength(line: readonly Point[]): number {
  let total = 0;
  for (let i = 0; i < line.length - 1; i++) {
    const a = line[i] as Point;
    const b = line[i + 1] as Point;
    total += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return total;
}

/** Where two segments cross, if they do. */
export function segmentIntersection(a: Point, b: Point, c: Point, d: Point): Point | undefined {
  const r = { x: b.x - a.x, y: b.y - a.y };
  const s = { x: d.x - c.x, y: d.y - c.y };
  const denominator = r.x * s.y - r.y * s.x;
  if (denominator === 0) return undefined;
  const t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / denominator;
  const u = ((c.x - a.x) * r.y - (c.y - a.y) * r.x) / denominator;
  if (t < 0 || t > 1 || u < 0 || u > 1) return undefined;
  return { x: a.x + t * r.x, y: a.y + t * r.y };
}

/** Every crossing of two polylines, with the direction of the first line at that point (radians). */
export function polylineCrossings(first: readonly Point[], second: readonly Point[]): Array<Point & { angle: number }> {
  const crossings: Array<Point & { angle: number }> = [];
  for (let i = 0; i < first.length - 1; i++) {
    const a = first[i] as Point;
    const b = first[i + 1] as Point;
    for (let j = 0; j < second.length - 1; j++) {
      const hit = segmentIntersection(a, b, second[j] as Point, second[j + 1] as Point);
      if (hit && !crossings.some((c) => Math.hypot(c.x - hit.x, c.y - hit.y) < 1)) {
        crossings.push({ ...hit, angle: Math.atan2(b.y - a.y, b.x - a.x) });
      }
    }
  }
  return crossings;
}

export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;
}

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.max(0, Math.min(1, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

interface IndexedSegment {
  ax: number;
  ay: number;
  dx: number;
  dy: number;
  length: number;
  /** Length of the polyline before this segment. */
  start: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** A polyline prepared for many "how near is this point" queries within a fixed reach. */
export class PolylineIndex {
  private readonly segments: IndexedSegment[] = [];
  readonly length: number;

  constructor(
    readonly points: readonly Point[],
    readonly reach: number,
  ) {
    let walked = 0;
    for (let i = 0; i < points.length - 1; i++) {
      const a = points[i] as Point;
      const b = points[i + 1] as Point;
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      this.segments.push({
        ax: a.x,
        ay: a.y,
        dx: b.x - a.x,
        dy: b.y - a.y,
        length,
        start: walked,
        minX: Math.min(a.x, b.x) - reach,
        maxX: Math.max(a.x, b.x) + reach,
        minY: Math.min(a.y, b.y) - reach,
        maxY: Math.max(a.y, b.y) + reach,
      });
      walked += length;
    }
    this.length = walked;
  }

  /** The nearest point of the line if it is within `reach`: its distance and how far along (0..1). */
  nearest(px: number, py: number): { distance: number; along: number } | undefined {
    let best = Infinity;
    let along = 0;
    for (const s of this.segments) {
      if (px < s.minX || px > s.maxX || py < s.minY || py > s.maxY) continue;
      const lengthSq = s.length * s.length;
      const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((px - s.ax) * s.dx + (py - s.ay) * s.dy) / lengthSq));
      const ex = px - (s.ax + t * s.dx);
      const ey = py - (s.ay + t * s.dy);
      const d = Math.sqrt(ex * ex + ey * ey);
      if (d < best) {
        best = d;
        along = this.length === 0 ? 0 : (s.start + t * s.length) / this.length;
      }
    }
    return best <= this.reach ? { distance: best, along } : undefined;
  }
}
