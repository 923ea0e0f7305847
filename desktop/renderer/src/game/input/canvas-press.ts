import type Phaser from 'phaser';

/**
 * Whether a press began on the game's canvas. Phaser also reports presses on the page around and
 * above the canvas (a button of a panel over the world) to the objects under the pointer: a click
 * meant for a window must not plant a bed or open a building behind it.
 */
export function pressedOnCanvas(scene: Phaser.Scene, pointer: Phaser.Input.Pointer): boolean {
  return pointer.downElement === scene.game.canvas;
}
