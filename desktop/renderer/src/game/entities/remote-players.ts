import type Phaser from 'phaser';
import { REMOTE_MOVE_TWEEN_MS } from '@silkroad/shared';
import { paletteForRemote } from './character-frames';
import { CharacterView } from './character-view';
import type { RemoteEntry, RosterChange } from './remote-roster';

interface RemoteView {
  playerId: string;
  view: CharacterView;
  tween?: Phaser.Tweens.Tween;
}

/** Other players' characters: created, glided to each reported position, and removed. */
export class RemotePlayers {
  private readonly views = new Map<string, RemoteView>();

  constructor(private readonly scene: Phaser.Scene) {}

  add(entry: RemoteEntry): void {
    if (this.views.has(entry.playerId)) return;
    this.views.set(entry.playerId, { playerId: entry.playerId, view: new CharacterView(this.scene, entry.x, entry.y, entry.name, paletteForRemote(entry.playerId)) });
  }

  apply(changes: readonly RosterChange[]): void {
    for (const change of changes) {
      if (change.type === 'added') this.add(change.player);
      else if (change.type === 'removed') this.remove(change.playerId);
      else if (change.type === 'renamed') this.views.get(change.playerId)?.view.setName(change.name);
      else this.glide(change.playerId, change.x, change.y);
    }
  }

  private glide(playerId: string, x: number, y: number): void {
    const remote = this.views.get(playerId);
    if (!remote) return;
    remote.tween?.stop();
    remote.tween = this.scene.tweens.add({ targets: remote.view.container, x, y, duration: REMOTE_MOVE_TWEEN_MS, ease: 'Linear' });
  }

  private remove(playerId: string): void {
    const remote = this.views.get(playerId);
    if (!remote) return;
    remote.tween?.stop();
    remote.view.destroy();
    this.views.delete(playerId);
  }

  update(elapsedMs: number): void {
    for (const remote of this.views.values()) remote.view.animate(elapsedMs);
  }

  /** Where each remote player is drawn right now, read in place: the minimap walks it every frame. */
  *positions(): IterableIterator<{ readonly x: number; readonly y: number }> {
    for (const remote of this.views.values()) yield remote.view;
  }

  /** Where each remote player is drawn right now, copied out for the test probe. */
  snapshot(): Array<{ playerId: string; name: string; x: number; y: number }> {
    return [...this.views.values()].map(({ playerId, view }) => ({ playerId, name: view.name, x: view.x, y: view.y }));
  }

  destroy(): void {
    for (const playerId of [...this.views.keys()]) this.remove(playerId);
  }
}
