/** WebGL renderers that draw on the CPU: slower than Canvas 2D for this game (13 vs 60 fps measured). */
const SOFTWARE_RENDERERS = [/swiftshader/i, /llvmpipe/i, /softpipe/i, /software rasterizer/i, /basic render driver/i, /\bsoftware\b/i];

export function isSoftwareRenderer(rendererName: string): boolean {
  return SOFTWARE_RENDERERS.some((pattern) => pattern.test(rendererName));
}

/** The unmasked WebGL renderer name, or undefined when WebGL is missing or the browser hides it. */
function webglRendererName(): string | undefined {
  const canvas = document.createElement('canvas');
  const gl = canvas.getContext('webgl');
  if (!gl) return undefined;
  try {
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : String(gl.getParameter(gl.RENDERER));
  } finally {
    // Browsers cap live WebGL contexts: give this probe's back at once.
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  }
}

let preferCanvas: boolean | undefined;

/**
 * Whether to ask Phaser for Canvas rather than AUTO: only when WebGL exists but is a software
 * rasterizer (headless browsers, blocklisted GPUs). Without WebGL, AUTO falls back to Canvas itself.
 */
export function shouldPreferCanvas(): boolean {
  if (preferCanvas === undefined) {
    const name = webglRendererName();
    preferCanvas = name !== undefined && isSoftwareRenderer(name);
  }
  return preferCanvas;
}
