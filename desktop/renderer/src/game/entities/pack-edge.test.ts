import { describe, expect, it } from 'vitest';
import { cityById, cityIdAt, PACK_UNLADEN_WEIGHT, PACK_WARNING_INTERVAL_MS, PACK_WEIGHT_CAPACITY, walkingPace } from '@silkroad/shared';
import { PackEdge } from './pack-edge';

const city = cityById(1)!;
const south = { x: city.x, y: city.y + city.radius - 2 };

function edge() {
  let clock = 0;
  const told: number[] = [];
  const pack = new PackEdge(
    (weight) => told.push(weight),
    () => clock,
  );
  return { pack, told, advance: (ms: number) => (clock += ms) };
}

describe('the pack at a city’s edge, on the client', () => {
  it('lets a pack within its capacity walk out, and any pack walk in', () => {
    const { pack, told } = edge();
    pack.setWeight(PACK_WEIGHT_CAPACITY);
    expect(pack.constrain(south, { x: south.x, y: south.y + 5 })).toEqual({ x: south.x, y: south.y + 5 });
    expect(told).toEqual([]);
    // A gatherer coming home over the capacity, on a client that starts out there.
    const late = edge();
    late.pack.setWeight(PACK_WEIGHT_CAPACITY + 1);
    const outside = { x: south.x, y: south.y + 10 };
    expect(late.pack.constrain(outside, { x: outside.x, y: outside.y - 9 })).toEqual({ x: outside.x, y: outside.y - 9 });
    expect(late.told).toEqual([]);
  });

  it('keeps a heavy pack in, sliding along the edge, and tells the player once in the interval', () => {
    const { pack, told, advance } = edge();
    pack.setWeight(130);
    // Straight out: held where it stands.
    expect(pack.constrain(south, { x: south.x, y: south.y + 5 })).toEqual(south);
    // Out and sideways: it keeps the sideways part, within the grounds.
    const slid = pack.constrain(south, { x: south.x + 4, y: south.y + 5 });
    expect(slid).toEqual({ x: south.x + 4, y: south.y });
    expect(cityIdAt(slid.x, slid.y)).toBe(1);
    expect(told).toEqual([130]);
    advance(PACK_WARNING_INTERVAL_MS);
    pack.constrain(south, { x: south.x, y: south.y + 5 });
    expect(told).toEqual([130, 130]);
  });

  it('walks a laden pack at its pace in the open land, the server’s pace once told, and full speed again in a city', () => {
    const { pack } = edge();
    const weight = PACK_UNLADEN_WEIGHT + 20;
    pack.setWeight(weight);
    const pace = walkingPace(weight);
    expect(pace).toBeGreaterThan(0.5);
    expect(pace).toBeLessThan(1);
    // The step out is whole (within the city the pack does not slow), the next one at the pack's pace.
    const out = pack.constrain(south, { x: south.x, y: south.y + 10 });
    expect(out).toEqual({ x: south.x, y: south.y + 10 });
    expect(pack.constrain(out, { x: out.x, y: out.y + 10 }).y).toBeCloseTo(out.y + 10 * pace);
    pack.setPace(0.25);
    const slow = pack.constrain(out, { x: out.x + 8, y: out.y });
    expect(slow.x).toBeCloseTo(out.x + 2);
    // Back within the grounds: full speed, and a late word from the server changes nothing there.
    const home = pack.constrain(slow, { x: slow.x, y: south.y - 40 });
    expect(cityIdAt(home.x, home.y)).toBe(1);
    pack.setPace(0.25);
    expect(pack.constrain(home, { x: home.x, y: home.y - 10 })).toEqual({ x: home.x, y: home.y - 10 });
  });
});
