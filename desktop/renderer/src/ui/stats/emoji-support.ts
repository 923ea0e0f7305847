/** The fonts that draw emoji in colour on the platforms players use. */
export const EMOJI_FONTS = '"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", "Twemoji Mozilla", sans-serif';

let answer: boolean | null = null;

/**
 * Whether this machine draws emoji in colour. The achievements' icons are the catalogue's emoji;
 * without a colour emoji font they would be empty boxes (a bare Linux, our test machines), and
 * the window draws its own medal instead. Found once: a trophy drawn in black on a canvas comes
 * out coloured only from a colour emoji font.
 */
export function colourEmojiAvailable(): boolean {
  if (answer !== null) return answer;
  answer = false;
  if (typeof document === 'undefined') return answer;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 20;
    canvas.height = 20;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return answer;
    context.font = `16px ${EMOJI_FONTS}`;
    context.textBaseline = 'top';
    context.fillStyle = '#000';
    context.fillText('\u{1F3C6}', 0, 0);
    const pixels = context.getImageData(0, 0, 20, 20).data;
    for (let i = 0; i < pixels.length; i += 4) {
      const [red, green, blue, alpha] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!, pixels[i + 3]!];
      if (alpha > 0 && (Math.abs(red - green) > 24 || Math.abs(green - blue) > 24)) {
        answer = true;
        break;
      }
    }
  } catch {
    // A canvas the browser will not read back: the drawn medals it is.
  }
  return answer;
}
