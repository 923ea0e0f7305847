import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Electronegativity (Doyensec's scanner for Electron misconfigurations and anti-patterns) over
 * the code that runs with Electron's powers: the main process, the preload and the IPC contract.
 * Every finding must be justified in docs/security.md ("Justified electronegativity findings"),
 * and every justification there must still match a finding, so the document stays the truth.
 */

const REPO = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['desktop/main/src', 'desktop/preload/src', 'desktop/ipc'];
const SECURITY_DOC = path.join(REPO, 'docs/security.md');
const JUSTIFIED_SECTION = '## Justified electronegativity findings';
/**
 * Checks left out: AvailableSecurityFixesGlobalCheck asks GitHub for Electron's releases (no
 * network in tests; docs/security.md, "Use a current version of Electron", covers it).
 */
const EXCLUDED_CHECKS = ['AvailableSecurityFixesGlobalCheck'];
/** Global findings have no file. */
const WHOLE_APP = '(whole app)';

interface Issue {
  id: string;
  file: string;
  location: { line: number; column: number };
  sample?: string;
  description: string;
  manualReview: boolean;
  severity: { name: string };
  confidence: { name: string };
}

interface ScanResult {
  errors: Array<{ file: string; message: string; tolerable: boolean }>;
  issues: Issue[];
  globalChecks: number;
  atomicChecks: number;
}

interface RunOptions {
  input: string;
  isRelative: boolean;
  electronVersionOverride: string;
  excludeFromScan: string[];
  parserPlugins: string[];
}

type Runner = (options: RunOptions) => Promise<ScanResult>;

interface Finding {
  id: string;
  /** Repository-relative, or WHOLE_APP. */
  file: string;
  line: number;
  code: string;
  description: string;
}

interface Justification {
  id: string;
  file: string;
  code: string;
}

const require = createRequire(import.meta.url);

/**
 * The runner, with its one network call taken away: at start it fetches translations from
 * GitHub through `got`, and on failure prints a line and falls back to the English it ships.
 * Answering 404 in place of `got` gives it the fallback silently.
 */
function loadRunner(): Runner {
  const packageDir = path.dirname(require.resolve('@doyensec/electronegativity/package.json'));
  const gotPath = createRequire(path.join(packageDir, 'dist/locales/i18n.js')).resolve('got');
  const offlineGot = async () => ({ statusCode: 404, body: '' });
  require.cache[gotPath] = { id: gotPath, filename: gotPath, loaded: true, exports: offlineGot } as unknown as NodeJS.Module;
  return require(path.join(packageDir, 'dist/runner.js')) as Runner;
}

function electronVersion(): string {
  return (require('electron/package.json') as { version: string }).version;
}

/** Copies what is scanned, tests left out (they build insecure inputs on purpose and never ship). */
function stage(into: string): void {
  for (const dir of SCANNED) {
    cpSync(path.join(REPO, dir), path.join(into, dir), {
      recursive: true,
      filter: (source) => !/\.test\.tsx?$/.test(source),
    });
  }
}

async function scan(runner: Runner, input: string): Promise<ScanResult> {
  return runner({
    input,
    isRelative: true,
    electronVersionOverride: electronVersion(),
    excludeFromScan: EXCLUDED_CHECKS.map((check) => check.toLowerCase()),
    parserPlugins: [],
  });
}

function toFinding(issue: Issue): Finding {
  const global = issue.file === 'N/A';
  return {
    id: issue.id,
    file: global ? WHOLE_APP : issue.file.split(path.sep).join('/'),
    line: issue.location.line,
    code: (issue.sample ?? '').trim(),
    description: issue.description,
  };
}

function describeFinding(finding: Finding): string {
  const where = finding.file === WHOLE_APP ? WHOLE_APP : `${finding.file}:${finding.line}`;
  return `${finding.id} at ${where}${finding.code ? `: ${finding.code}` : ''}\n    (${finding.description})`;
}

/** The rows of the justified-findings table: | `CHECK_ID` | `file` or (whole app) | `code` | why |. */
function parseJustifications(markdown: string): Justification[] {
  const start = markdown.indexOf(JUSTIFIED_SECTION);
  if (start === -1) throw new Error(`docs/security.md has no "${JUSTIFIED_SECTION}" section`);
  const rest = markdown.slice(start + JUSTIFIED_SECTION.length);
  const end = rest.search(/^## /m);
  const section = end === -1 ? rest : rest.slice(0, end);
  const rows: Justification[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 5 || !/^`[A-Z_]+`$/.test(cells[1] ?? '')) continue;
    const unquote = (cell: string | undefined) => (cell ?? '').replace(/^`|`$/g, '');
    rows.push({ id: unquote(cells[1]), file: unquote(cells[2]), code: unquote(cells[3]) });
  }
  return rows;
}

function justifies(justification: Justification, finding: Finding): boolean {
  return justification.id === finding.id && justification.file === finding.file && finding.code.includes(justification.code);
}

describe('electronegativity over the main process, the preload and the IPC contract', () => {
  let workDir = '';
  let result: ScanResult;
  let findings: Finding[];
  let runner: Runner;

  beforeAll(async () => {
    runner = loadRunner();
    workDir = mkdtempSync(path.join(tmpdir(), 'silkroad-electronegativity-'));
    const input = path.join(workDir, 'app');
    stage(input);
    result = await scan(runner, input);
    // The staged copy mirrors the repository, so its relative paths are the repository's.
    findings = result.issues.map(toFinding);
  }, 60_000);

  afterAll(() => {
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('runs its checks and parses every file', () => {
    expect(result.atomicChecks).toBeGreaterThan(20);
    expect(result.globalChecks).toBeGreaterThan(3);
    // A file it cannot parse is a file it did not check.
    expect(result.errors.map((error) => `${error.file}: ${error.message}`)).toEqual([]);
  });

  it('finds nothing that docs/security.md does not justify', () => {
    const justifications = parseJustifications(readFileSync(SECURITY_DOC, 'utf8'));
    const unjustified = findings.filter((finding) => !justifications.some((justification) => justifies(justification, finding)));
    expect(
      unjustified.map(describeFinding),
      'fix these, or justify them in docs/security.md ("Justified electronegativity findings": check, file, a piece of the code line, why)',
    ).toEqual([]);
  });

  it('justifies in docs/security.md only findings that are still there', () => {
    const justifications = parseJustifications(readFileSync(SECURITY_DOC, 'utf8'));
    const stale = justifications.filter((justification) => !findings.some((finding) => justifies(justification, finding)));
    expect(
      stale.map((row) => `${row.id} | ${row.file} | ${row.code}`),
      'these rows of docs/security.md match no finding any more: remove them',
    ).toEqual([]);
  });

  it('still catches an insecure window (the scanner is not silently off)', async () => {
    const canary = path.join(workDir, 'canary');
    mkdirSync(canary, { recursive: true });
    writeFileSync(
      path.join(canary, 'insecure.ts'),
      "import { BrowserWindow } from 'electron';\n" +
        'export const win = new BrowserWindow({ webPreferences: { nodeIntegration: true, contextIsolation: false } });\n',
    );
    const ids = new Set((await scan(runner, canary)).issues.map((issue) => issue.id));
    expect(ids).toContain('NODE_INTEGRATION_JS_CHECK');
    expect(ids).toContain('CONTEXT_ISOLATION_JS_CHECK');
    expect(ids).toContain('SANDBOX_JS_CHECK');
  }, 60_000);
});
