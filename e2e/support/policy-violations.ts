import type { Page } from 'playwright-core';

/** What the page reports of one blocked load, script, style or form submission. */
export interface PolicyViolation {
  documentURI: string;
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
}

const BINDING = '__silkroadPolicyViolation';

/** Without the document's query: sign-in pages carry state and challenges, which say nothing here. */
function withoutQuery(uri: string): string {
  return uri.replace(/[?#].*$/, '');
}

export function describeViolation(violation: PolicyViolation): string {
  const where = violation.sourceFile ? ` at ${violation.sourceFile}:${violation.lineNumber}` : '';
  return `Content-Security-Policy ${violation.effectiveDirective} blocked ${violation.blockedURI || '(inline)'} on ${withoutQuery(violation.documentURI)}${where}`;
}

/**
 * Calls `onViolation` for every securitypolicyviolation event of every document the page opens
 * (the game and the sign-in pages alike). The listener is injected through the DevTools
 * protocol, which the page's own CSP does not govern, so it runs even on pages that allow no
 * script. Must finish before the first navigation.
 */
export async function watchPolicyViolations(page: Page, onViolation: (violation: PolicyViolation) => void): Promise<void> {
  await page.exposeBinding(BINDING, (_source, violation: PolicyViolation) => onViolation(violation));
  await page.addInitScript((binding: string) => {
    // The event bubbles from the offending element; one detached from the page is reported at the document.
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, ((violation: PolicyViolation) => void) | undefined>)[binding];
        report?.({ documentURI: event.documentURI, effectiveDirective: event.effectiveDirective, blockedURI: event.blockedURI, sourceFile: event.sourceFile, lineNumber: event.lineNumber });
      },
      true,
    );
  }, BINDING);
}
