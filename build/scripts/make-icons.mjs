// Renders build/icon.svg, the one source of the app's icon, to every file packaging needs:
// build/icons/<size>x<size>.png (Linux), build/icon.png (1024 px), build/icon.ico (Windows) and
// build/icon.icns (macOS). The outputs are kept in git, so packaging needs no renderer; run
// `npm run icons` after changing the SVG.
//
// resvg ships as prebuilt binaries inside npm packages, so this runs on any machine npm reaches.
// The .ico and .icns containers are written here: both are a small index over PNG images, and
// writing them ourselves keeps the hinted small renderings (the SVG's "fine", "detail" and
// "hint" classes) instead of downscaling one large image.
import { Resvg } from '@resvg/resvg-js';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUILD_DIR = path.resolve(fileURLToPath(import.meta.url), '../..');
const SOURCE = path.join(BUILD_DIR, 'icon.svg');
const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
/** Windows shows 16 to 256 px; 256 is the largest an .ico holds. */
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
/** macOS icon types holding PNG data, by pixel size (the @2x types reuse the larger renderings). */
const ICNS_ENTRIES = [
  ['icp4', 16],
  ['ic11', 32],
  ['icp5', 32],
  ['ic12', 64],
  ['icp6', 64],
  ['ic07', 128],
  ['ic13', 256],
  ['ic08', 256],
  ['ic14', 512],
  ['ic09', 512],
  ['ic10', 1024],
];

/** Small-size hinting: what the SVG's classes turn into at a given pixel size. */
function hintingCss(size) {
  const rules = [];
  if (size < 128) rules.push('.fine{display:none}');
  if (size < 48) {
    rules.push('.detail{display:none}', '.hub{stroke-width:0}');
    rules.push(`.star-outline{stroke-width:${size <= 16 ? 64 : 48}}`);
    rules.push(size < 32 ? '.ring{display:none}' : '.ring{stroke-width:40}');
  }
  return rules.join('');
}

function render(svg, size) {
  const css = hintingCss(size);
  const source = css === '' ? svg : svg.replace('</svg>', `<style>${css}</style></svg>`);
  const resvg = new Resvg(source, { fitTo: { mode: 'width', value: size }, background: 'rgba(0,0,0,0)' });
  return resvg.render().asPng();
}

/** An .ico of PNG images (Windows Vista and later read PNG entries at every size). */
function ico(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const entries = [];
  let offset = 6 + 16 * pngs.length;
  for (const { size, png } of pngs) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += png.length;
  }
  return Buffer.concat([header, ...entries, ...pngs.map(({ png }) => png)]);
}

/** An .icns of PNG images, the layout `iconutil` writes. */
function icns(entries) {
  const chunks = entries.map(({ type, png }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(8 + png.length, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + chunks.reduce((sum, chunk) => sum + chunk.length, 0), 4);
  return Buffer.concat([head, ...chunks]);
}

const svg = await readFile(SOURCE, 'utf8');
const pngBySize = new Map(PNG_SIZES.map((size) => [size, render(svg, size)]));
const png = (size) => {
  const image = pngBySize.get(size);
  if (image === undefined) throw new Error(`no ${size} px rendering`);
  return image;
};

await mkdir(path.join(BUILD_DIR, 'icons'), { recursive: true });
const written = [];
async function write(relative, data) {
  await writeFile(path.join(BUILD_DIR, relative), data);
  written.push(`build/${relative} (${data.length} bytes)`);
}
for (const size of PNG_SIZES) await write(`icons/${size}x${size}.png`, png(size));
await write('icon.png', png(1024));
await write('icon.ico', ico(ICO_SIZES.map((size) => ({ size, png: png(size) }))));
await write('icon.icns', icns(ICNS_ENTRIES.map(([type, size]) => ({ type, png: png(size) }))));
console.log(written.join('\n'));
