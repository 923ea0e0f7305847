import { describe, expect, it } from 'vitest';
import { encodeMoves, type OnlinePlayer } from '@silkroad/shared';
import { PresenceDirectory } from './presence-directory';

const ibn: OnlinePlayer = { playerId: 'p-ibn', presenceId: 7, username: 'Ibn Battuta', x: 100, y: 200, cityId: null };
const zheng: OnlinePlayer = { playerId: 'p-zheng', presenceId: 9, username: 'Zheng He', x: 300, y: 400, cityId: null };

describe('PresenceDirectory', () => {
  it('names the moves of a batch by the ids the roster events announced', () => {
    const directory = new PresenceDirectory();
    directory.reset(1);
    directory.replaceAll([ibn, zheng]);
    const batch = encodeMoves([
      { presenceId: 9, x: 310, y: 405 },
      { presenceId: 7, x: 101, y: 199 },
    ]);
    expect(directory.decode(batch)).toEqual([
      { playerId: 'p-zheng', x: 310, y: 405 },
      { playerId: 'p-ibn', x: 101, y: 199 },
    ]);
  });

  it('skips the local player’s own move, and ids it was never told about', () => {
    const directory = new PresenceDirectory();
    directory.reset(3);
    directory.add(ibn);
    const batch = encodeMoves([
      { presenceId: 3, x: 1, y: 1 },
      { presenceId: 7, x: 2, y: 2 },
      { presenceId: 8, x: 3, y: 3 },
    ]);
    expect(directory.decode(batch)).toEqual([{ playerId: 'p-ibn', x: 2, y: 2 }]);
  });

  it('forgets a player who left, and everyone missing from a new view', () => {
    const directory = new PresenceDirectory();
    directory.reset(1);
    directory.replaceAll([ibn, zheng]);
    directory.remove('p-ibn');
    expect(directory.decode(encodeMoves([{ presenceId: 7, x: 5, y: 5 }]))).toEqual([]);
    directory.replaceAll([ibn]);
    expect(directory.size).toBe(1);
    expect(directory.decode(encodeMoves([{ presenceId: 9, x: 5, y: 5 }]))).toEqual([]);
  });

  it('follows an id handed to another player after the first left', () => {
    const directory = new PresenceDirectory();
    directory.reset(1);
    directory.add(ibn);
    directory.remove('p-ibn');
    directory.add({ ...zheng, presenceId: 7 });
    expect(directory.decode(encodeMoves([{ presenceId: 7, x: 5, y: 6 }]))).toEqual([{ playerId: 'p-zheng', x: 5, y: 6 }]);
    // A player announced again under a new id is only known by the new one.
    directory.add({ ...zheng, presenceId: 12 });
    expect(directory.decode(encodeMoves([{ presenceId: 7, x: 1, y: 1 }]))).toEqual([]);
    expect(directory.size).toBe(1);
  });

  it('drops a batch that does not decode', () => {
    const directory = new PresenceDirectory();
    directory.reset(1);
    directory.add(ibn);
    const good = encodeMoves([{ presenceId: 7, x: 5, y: 6 }]);
    expect(directory.decode(`${good}AAAA`)).toEqual([]);
    expect(directory.decode(`${good}!!!!!!!!`)).toEqual([]);
  });

  it('starts over on a new connection', () => {
    const directory = new PresenceDirectory();
    directory.reset(1);
    directory.add(ibn);
    directory.reset(7);
    expect(directory.size).toBe(0);
    directory.add(zheng);
    expect(directory.decode(encodeMoves([{ presenceId: 7, x: 5, y: 6 }]))).toEqual([]);
  });
});
