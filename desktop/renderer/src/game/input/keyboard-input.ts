import Phaser from 'phaser';
import type { MoveInput } from '@silkroad/shared';
import { isTypingTarget } from './typing-target';

const NO_INPUT: MoveInput = { left: false, right: false, up: false, down: false };

type Direction = 'left' | 'right' | 'up' | 'down';

const BINDINGS: Record<Direction, number[]> = {
  up: [Phaser.Input.Keyboard.KeyCodes.W, Phaser.Input.Keyboard.KeyCodes.UP],
  down: [Phaser.Input.Keyboard.KeyCodes.S, Phaser.Input.Keyboard.KeyCodes.DOWN],
  left: [Phaser.Input.Keyboard.KeyCodes.A, Phaser.Input.Keyboard.KeyCodes.LEFT],
  right: [Phaser.Input.Keyboard.KeyCodes.D, Phaser.Input.Keyboard.KeyCodes.RIGHT],
};

function anyDown(keys: readonly Phaser.Input.Keyboard.Key[]): boolean {
  for (const key of keys) if (key.isDown) return true;
  return false;
}

/**
 * WASD and the arrow keys, read once per frame. Phaser never captures (preventDefault) these
 * keys: the same keys must still type into the chat and the name fields, and while such a field
 * has focus the world ignores them.
 */
export class KeyboardInput {
  private readonly keys: Record<Direction, Phaser.Input.Keyboard.Key[]>;

  constructor(private readonly keyboard: Phaser.Input.Keyboard.KeyboardPlugin | null) {
    keyboard?.clearCaptures();
    keyboard?.disableGlobalCapture();
    const keysFor = (codes: number[]) => (keyboard ? codes.map((code) => keyboard.addKey(code, false)) : []);
    this.keys = { up: keysFor(BINDINGS.up), down: keysFor(BINDINGS.down), left: keysFor(BINDINGS.left), right: keysFor(BINDINGS.right) };
  }

  read(activeElement: Element | null = document.activeElement): MoveInput {
    if (!this.keyboard || isTypingTarget(activeElement as HTMLInputElement | null)) return NO_INPUT;
    const { up, down, left, right } = this.keys;
    return { up: anyDown(up), down: anyDown(down), left: anyDown(left), right: anyDown(right) };
  }
}
