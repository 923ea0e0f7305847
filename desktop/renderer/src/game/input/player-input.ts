import type Phaser from 'phaser';
import type { MoveInput } from '@silkroad/shared';
import type { GameBus } from '../../bus/game-bus';
import type { Position } from '../entities/movement';
import { KeyboardInput } from './keyboard-input';
import { anyKeyHeld, combineMoveInputs } from './move-sources';
import { TouchInput } from './touch-input';

/**
 * Everything that walks the local player: the walking keys and touch (stick or tap-walk), read
 * once per frame as one MoveInput, so both go through the same step, speed and server checks.
 */
export class PlayerInput {
  private readonly keyboard: KeyboardInput;
  private readonly touch: TouchInput;

  constructor(scene: Phaser.Scene, bus: GameBus) {
    this.keyboard = new KeyboardInput(scene.input.keyboard);
    this.touch = new TouchInput(scene, bus);
  }

  read(at: Position, elapsedMs: number): MoveInput {
    const keys = this.keyboard.read();
    // A key pressed during a tap-walk takes the player back: the walk is dropped, not resumed.
    if (anyKeyHeld(keys)) {
      this.touch.cancel();
      return keys;
    }
    return combineMoveInputs(keys, this.touch.read(at, elapsedMs));
  }

  destroy(): void {
    this.touch.destroy();
  }
}
