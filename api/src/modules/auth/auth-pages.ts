/** HTML of the sign-in pages (local provider form, error pages): plain forms, no script, every value escaped. */

import { createHash } from 'node:crypto';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
}

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    font-family: Georgia, 'Times New Roman', serif; color: #3b2a1a;
    background: linear-gradient(160deg, #f3e3c3 0%, #e2c48f 55%, #c99a5b 100%); }
  main { width: min(420px, calc(100vw - 32px)); background: #fffaf0; border: 1px solid #b8894d;
    border-radius: 12px; padding: 28px 28px 22px; box-shadow: 0 12px 32px rgba(59, 42, 26, 0.25); }
  h1 { margin: 0 0 4px; font-size: 1.5rem; }
  .subtitle { margin: 0 0 18px; color: #7a5a36; font-size: 0.95rem; }
  .note { font-size: 0.85rem; background: #f6ecd8; border-left: 4px solid #b8894d; padding: 8px 10px; margin: 0 0 18px; }
  .error { font-size: 0.9rem; background: #fde8e4; color: #8a1f11; border-left: 4px solid #c0392b; padding: 8px 10px; margin: 0 0 16px; }
  label { display: block; font-weight: bold; margin: 0 0 4px; font-size: 0.9rem; }
  input[type=email], input[type=text] { width: 100%; padding: 9px 10px; margin: 0 0 14px; font-size: 1rem;
    border: 1px solid #b8894d; border-radius: 6px; background: #fff; font-family: inherit; }
  .actions { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin-top: 6px; }
  button { padding: 10px 20px; font-size: 1rem; font-family: inherit; font-weight: bold; color: #fffaf0;
    background: #8b5a2b; border: 0; border-radius: 6px; cursor: pointer; }
  button:hover, button:focus { background: #6f4620; }
  a { color: #7a5a36; }
`;

/**
 * The Content-Security-Policy source that lets exactly this inline style apply: the pages need
 * no 'unsafe-inline', and an injected <style> (or style attribute) would not match the hash.
 */
export const PAGE_STYLE_SOURCE = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface SignInPageOptions {
  /** The authorization request, carried through the form as hidden fields. */
  request: Record<string, string>;
  /** Where the Cancel link goes: the client's callback with error=access_denied. */
  cancelUrl: string;
  email?: string;
  name?: string;
  error?: string;
}

export function renderSignInPage(options: SignInPageOptions): string {
  const hidden = Object.entries(options.request)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n  ');
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return page(
    'Silk Road — local sign-in',
    `<h1>Silk Road — local sign-in</h1>
<p class="subtitle">Choose who you are for this sign-in.</p>
<p class="note">This is the development and offline identity provider built into the Silk Road server. It stands in for Google: no password is asked, and the account is identified by the email address alone. Use it for development, tests and offline play only.</p>
${error}
<form method="post" action="authorize">
  ${hidden}
  <label for="email">Email</label>
  <input id="email" type="email" name="email" required maxlength="254" autocomplete="email" value="${escapeHtml(options.email ?? '')}">
  <label for="name">Name</label>
  <input id="name" type="text" name="name" required maxlength="64" autocomplete="name" value="${escapeHtml(options.name ?? '')}">
  <div class="actions">
    <button type="submit">Sign in</button>
    <a href="${escapeHtml(options.cancelUrl)}">Cancel</a>
  </div>
</form>`,
  );
}

export function renderErrorPage(message: string): string {
  return page('Silk Road — sign-in error', `<h1>Sign-in error</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>\n<p>Return to the game and try signing in again.</p>`);
}
