import type { OnlinePlayer } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { RemoteRoster } from './remote-roster';

const ibn: OnlinePlayer = { playerId: 'p-ibn', presenceId: 1, username: 'Ibn Battuta', x: 100, y: 200, cityId: null };
const zheng: OnlinePlayer = { playerId: 'p-zheng', presenceId: 2, username: 'Zheng He', x: 300, y: 400, cityId: 2 };

describe('RemoteRoster', () => {
  it('adds players once, however often they are announced', () => {
    const roster = new RemoteRoster();
    expect(roster.join(ibn)).toEqual([{ type: 'added', player: { playerId: 'p-ibn', name: 'Ibn Battuta', x: 100, y: 200 } }]);
    expect(roster.join(ibn)).toEqual([]);
    expect(roster.replaceAll([ibn, zheng]).map((c) => c.type)).toEqual(['added']);
    expect(roster.size).toBe(2);
  });

  it('treats a repeated join as an update of name and position', () => {
    const roster = new RemoteRoster();
    roster.join(ibn);
    expect(roster.join({ ...ibn, username: 'Ibn', x: 150 })).toEqual([
      { type: 'renamed', playerId: 'p-ibn', name: 'Ibn' },
      { type: 'moved', playerId: 'p-ibn', x: 150, y: 200 },
    ]);
    expect(roster.list()).toEqual([{ playerId: 'p-ibn', name: 'Ibn', x: 150, y: 200 }]);
  });

  it('takes "existing players" as a snapshot: whoever is missing has left', () => {
    const roster = new RemoteRoster();
    roster.replaceAll([ibn, zheng]);
    expect(roster.replaceAll([zheng])).toEqual([{ type: 'removed', playerId: 'p-ibn' }]);
    expect(roster.list().map((p) => p.playerId)).toEqual(['p-zheng']);
  });

  it('removes players who leave, once', () => {
    const roster = new RemoteRoster();
    roster.join(ibn);
    expect(roster.leave('p-ibn')).toEqual([{ type: 'removed', playerId: 'p-ibn' }]);
    expect(roster.leave('p-ibn')).toEqual([]);
  });

  it('moves known players from a tick batch and ignores players it was never told about', () => {
    const roster = new RemoteRoster();
    roster.join(ibn);
    const changes = roster.moveBatch([
      { playerId: 'p-ibn', x: 110, y: 210 },
      { playerId: 'stranger', x: 1, y: 1 },
    ]);
    expect(changes).toEqual([{ type: 'moved', playerId: 'p-ibn', x: 110, y: 210 }]);
  });

  it('keeps positions inside the world and drops nonsense', () => {
    const roster = new RemoteRoster();
    roster.join({ ...ibn, x: -50, y: 99999 });
    expect(roster.list()[0]).toMatchObject({ x: 0, y: 3000 });
    expect(roster.moveBatch([{ playerId: 'p-ibn', x: Number.NaN, y: 5 }])).toEqual([]);
    expect(roster.join({ ...zheng, x: Number.POSITIVE_INFINITY })).toEqual([]);
  });

  it('never lists the local player, should the server include them', () => {
    const roster = new RemoteRoster('Marco Polo');
    expect(roster.replaceAll([ibn, { playerId: 'me', presenceId: 3, username: 'marco polo', x: 1, y: 1, cityId: null }]).map((c) => c.type)).toEqual(['added']);
    expect(roster.join({ playerId: 'me', presenceId: 3, username: 'Marco Polo', x: 1, y: 1, cityId: null })).toEqual([]);
    expect(roster.list().map((p) => p.name)).toEqual(['Ibn Battuta']);
  });
});
