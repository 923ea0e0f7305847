import { NPCS, type Rect } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { cityNameBoxes, layOutNpcLabels, type LabelShift, type NpcLabelRequest } from './npc-label-layout';

const label = (id: string, x: number, y: number, width = 120): NpcLabelRequest => ({ id, x, y, bottom: y - 51, width, height: 27 });
const boxOf = (request: NpcLabelRequest, shift: LabelShift): Rect => ({ x: request.x + shift.dx - request.width / 2, y: request.bottom + shift.dy - request.height, width: request.width, height: request.height });
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('laying out the NPCs’ names', () => {
  it('leaves a label over its head when nothing is in the way', () => {
    const here = { dx: 0, dy: 0 };
    expect(layOutNpcLabels([label('a', 100, 300), label('b', 600, 300)], [])).toEqual(new Map([['a', here], ['b', here]]));
  });

  it('moves the northern of two neighbours whose names would overlap, the southern one keeping its place', () => {
    const north = label('north', 450, 605);
    const south = label('south', 555, 615);
    const shifts = layOutNpcLabels([north, south], []);
    expect(shifts.get('south')).toEqual({ dx: 0, dy: 0 });
    expect(shifts.get('north')).not.toEqual({ dx: 0, dy: 0 });
    expect(overlaps(boxOf(north, shifts.get('north')!), boxOf(south, { dx: 0, dy: 0 }))).toBe(false);
  });

  it('moves a label off a building’s name', () => {
    const npc = label('a', 300, 300);
    const sign: Rect = { x: 250, y: 215, width: 100, height: 16 };
    const shift = layOutNpcLabels([npc], [sign]).get('a')!;
    expect(shift).not.toEqual({ dx: 0, dy: 0 });
    expect(overlaps(boxOf(npc, shift), sign)).toBe(false);
  });

  it('lays out the catalogue’s people with no two names over each other', () => {
    const requests = NPCS.filter((npc) => npc.position).map((npc) => label(npc.id, npc.position!.x, npc.position!.y, npc.name.length * 7));
    const shifts = layOutNpcLabels(requests, cityNameBoxes((text) => text.length * 7));
    const boxes = requests.map((request) => boxOf(request, shifts.get(request.id)!));
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!), `${requests[i]!.id} / ${requests[j]!.id}`).toBe(false);
  });
});
