import path from 'node:path';
import { DESKTOP_APP_HOST, DESKTOP_APP_ORIGIN, DESKTOP_APP_SCHEME } from '@silkroad/shared';

/**
 * The renderer is served from a custom scheme instead of file:// (Electron's security checklist:
 * file:// pages get privileges no web page should have, and every file of the disk shares one
 * origin). `app://silkroad/...` is a standard, secure origin of its own, and the API allows it
 * (CORS, the socket's origin check): both sides take it from shared/src/protocol/desktop.ts.
 */
export const APP_SCHEME = DESKTOP_APP_SCHEME;
export const APP_HOST = DESKTOP_APP_HOST;
export const APP_ORIGIN = DESKTOP_APP_ORIGIN;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.wasm': 'application/wasm',
};

export type AppFile = { kind: 'file'; filePath: string; contentType: string } | { kind: 'refused'; status: 403 | 404 };

/**
 * The file of the renderer bundle a request of the app scheme names. Only the app's host, only
 * files inside the bundle folder (no `..`, no encoded escapes, no absolute paths); paths without
 * an extension are the single-page app's index.
 */
export function resolveAppFile(requestUrl: string, bundleDirectory: string): AppFile {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { kind: 'refused', status: 404 };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return { kind: 'refused', status: 403 };
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'refused', status: 404 };
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return { kind: 'refused', status: 404 };
  const relative = pathname === '/' || path.posix.extname(pathname) === '' ? 'index.html' : pathname.replace(/^\/+/, '');
  const root = path.resolve(bundleDirectory);
  const filePath = path.resolve(root, relative);
  if (filePath !== root && !filePath.startsWith(root + path.sep)) return { kind: 'refused', status: 403 };
  const contentType = CONTENT_TYPES[path.extname(filePath).toLowerCase()];
  if (!contentType) return { kind: 'refused', status: 404 };
  return { kind: 'file', filePath, contentType };
}

/**
 * The Content-Security-Policy of every page the app serves: its own scripts only (no inline
 * script, no eval), and network access to the game server alone (HTTP and its websocket).
 * Styles allow inline because React and Phaser set element styles; media and images allow
 * blob:/data: because the sounds and textures are generated in the page.
 */
export function contentSecurityPolicy(apiOrigin: string): string {
  const api = new URL(apiOrigin);
  const socketOrigin = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${api.origin} ${socketOrigin}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
