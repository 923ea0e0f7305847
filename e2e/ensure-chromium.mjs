// Browser tests drive Debian's Chromium headless shell through playwright-core (Playwright's own
// browser downloads are not reachable from our machines). Installs it when we may, else says how.
//
// The headless shell is the browser Playwright itself runs headless tests in: without the full
// browser's window machinery, a page costs about a third less CPU to open and run, and the
// browser tests are bound by CPU (docs/performance.md, "The test suite").
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Chromium's headless shell is missing at ${path}. Install it with: sudo apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH).`);
  process.exit(1);
}
console.log("Installing Debian's Chromium headless shell for the browser tests...");
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell fonts-dejavu-core', { stdio: 'inherit', shell: '/bin/bash' });
if (!existsSync(path)) {
  console.error(`chromium-headless-shell was installed but ${path} does not exist; set CHROMIUM_PATH.`);
  process.exit(1);
}
