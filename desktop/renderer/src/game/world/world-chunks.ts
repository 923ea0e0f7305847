import type { Rect } from '@silkroad/shared';
import type Phaser from 'phaser';
import { DEPTH } from '../depth';
import { rectsOverlap } from './geometry';
import { aheadOf, chunksTouching, finish, paintChunk, worldChunks, type ChunkSpec } from './chunk-painter';

interface Job {
  chunk: ChunkSpec;
  work: Generator<void, HTMLCanvasElement, void>;
}

/**
 * The painted world as Phaser images, one texture per chunk. Chunks the camera can see are
 * painted at once; those just ahead of it (PAINT_AHEAD_PX) are painted a few milliseconds per frame.
 */
export class WorldChunks {
  private readonly pending = new Map<string, Job>();
  private readonly images: Phaser.GameObjects.Image[] = [];
  private readonly chunks = worldChunks();

  constructor(private readonly scene: Phaser.Scene) {
    for (const chunk of this.chunks) this.pending.set(chunk.key, { chunk, work: paintChunk(chunk) });
  }

  /** Paints, right now, every unpainted chunk that the view touches. */
  ensurePainted(view: Rect): void {
    for (const chunk of chunksTouching(view, this.chunks)) {
      const job = this.pending.get(chunk.key);
      if (!job) continue;
      this.complete(job, finish(job.work));
    }
  }

  /** Spends up to `budgetMs` on the unpainted chunk ahead of `view` nearest to `near`. */
  paintInBackground(budgetMs: number, view: Rect, near: { x: number; y: number }): void {
    if (this.pending.size === 0) return;
    const ahead = aheadOf(view);
    const start = performance.now();
    while (performance.now() - start < budgetMs) {
      const job = this.nearestJob(ahead, near);
      if (!job) return;
      const step = job.work.next();
      if (step.done) this.complete(job, step.value);
    }
  }

  private nearestJob(area: Rect, near: { x: number; y: number }): Job | undefined {
    let best: Job | undefined;
    let bestDistance = Infinity;
    for (const job of this.pending.values()) {
      if (!rectsOverlap(job.chunk, area)) continue;
      const { x, y, width, height } = job.chunk;
      const distance = Math.hypot(x + width / 2 - near.x, y + height / 2 - near.y);
      if (distance < bestDistance) {
        best = job;
        bestDistance = distance;
      }
    }
    return best;
  }

  private complete(job: Job, canvas: HTMLCanvasElement): void {
    this.pending.delete(job.chunk.key);
    // The texture manager takes a canvas as an image source (TextureSource handles canvases).
    this.scene.textures.addImage(job.chunk.key, canvas as unknown as HTMLImageElement);
    const image = this.scene.add.image(job.chunk.x, job.chunk.y, job.chunk.key).setOrigin(0, 0).setDepth(DEPTH.ground);
    this.images.push(image);
  }

  destroy(): void {
    this.pending.clear();
    for (const image of this.images) image.destroy();
    this.images.length = 0;
  }
}
