import { SOUND_RECIPES, type SoundKey } from './sound-recipes';
import type { RenderReply, RenderRequest } from './sound-renderer';

/**
 * Renders the game's sounds off the main thread: the ambient loops and the music take a few
 * hundred milliseconds of arithmetic, which would stall the world's frames.
 */
// The renderer's tsconfig knows the window, not a worker's scope: only postMessage with transfers is needed.
const scope = self as unknown as { postMessage(message: RenderReply, transfer: Transferable[]): void; onmessage: ((event: MessageEvent<RenderRequest>) => void) | null };

scope.onmessage = (event) => {
  for (const key of event.data.keys as readonly SoundKey[]) {
    const samples = SOUND_RECIPES[key].render();
    scope.postMessage({ key, samples }, [samples.buffer]);
  }
};
