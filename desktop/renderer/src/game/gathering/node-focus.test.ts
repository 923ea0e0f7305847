import { describe, expect, it } from 'vitest';
import { focusedNode, NODE_FOCUS_RADIUS_PX } from './node-focus';

const node = (id: number, x: number, y: number, quantity = 5) => ({ id, x, y, quantity });

describe('node focus', () => {
  it('is the spec’s 100 px', () => {
    expect(NODE_FOCUS_RADIUS_PX).toBe(100);
  });

  it('picks the nearest node within the radius, and none beyond it', () => {
    const nodes = [node(1, 160, 100), node(2, 100, 140), node(3, 100, 201)];
    expect(focusedNode({ x: 100, y: 100 }, nodes)?.id).toBe(2);
    expect(focusedNode({ x: 100, y: 100 }, [node(3, 100, 200)])?.id).toBe(3);
    expect(focusedNode({ x: 100, y: 100 }, [node(3, 100, 200.5)])).toBeUndefined();
    expect(focusedNode({ x: 100, y: 100 }, [])).toBeUndefined();
  });

  it('prefers a node that holds something over a nearer emptied one, but focuses a husk when it is all there is', () => {
    const husk = node(1, 105, 100, 0);
    const bush = node(2, 100, 180, 3);
    expect(focusedNode({ x: 100, y: 100 }, [husk, bush])?.id).toBe(2);
    expect(focusedNode({ x: 100, y: 100 }, [husk, node(3, 300, 300)])?.id).toBe(1);
  });

  it('takes any iterable, such as a map’s values', () => {
    const map = new Map([[7, node(7, 10, 10)]]);
    expect(focusedNode({ x: 0, y: 0 }, map.values())?.id).toBe(7);
  });
});
