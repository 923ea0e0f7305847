import { SOUND_RECIPES, type SoundKey } from './sound-recipes';
import SoundWorker from './sound-worker?worker';

export interface RenderRequest {
  keys: readonly SoundKey[];
}

export interface RenderReply {
  key: SoundKey;
  samples: Float32Array;
}

export interface RenderedSound extends RenderReply {
  rate: number;
}

/**
 * Renders the given sounds, in order, and hands each over as it is done. In a worker when the
 * page can start one; otherwise on the main thread, one sound per task so frames keep coming.
 * Returns a function that stops any delivery still to come.
 */
export function renderSounds(keys: readonly SoundKey[], deliver: (sound: RenderedSound) => void): () => void {
  let cancelled = false;
  const pending = new Set(keys);
  const hand = (reply: RenderReply) => {
    if (cancelled || !pending.delete(reply.key)) return;
    deliver({ ...reply, rate: SOUND_RECIPES[reply.key].rate });
  };

  let worker: Worker | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const onMainThread = () => {
    worker?.terminate();
    worker = null;
    const next = () => {
      const key = [...pending][0];
      if (cancelled || key === undefined) return;
      hand({ key, samples: SOUND_RECIPES[key].render() });
      timer = setTimeout(next, 0);
    };
    timer = setTimeout(next, 0);
  };

  try {
    worker = new SoundWorker();
    worker.onmessage = (event: MessageEvent<RenderReply>) => {
      hand(event.data);
      if (pending.size === 0) {
        worker?.terminate();
        worker = null;
      }
    };
    // A worker that cannot load (a policy, an old browser) hands the rest to the main thread.
    worker.onerror = (event) => {
      event.preventDefault();
      onMainThread();
    };
    const request: RenderRequest = { keys };
    worker.postMessage(request);
  } catch {
    onMainThread();
  }

  return () => {
    cancelled = true;
    worker?.terminate();
    worker = null;
    if (timer !== null) clearTimeout(timer);
  };
}
