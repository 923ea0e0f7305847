// Browser tests drive Debian's Chromium through playwright-core (Playwright's own browser
// downloads are not reachable from our machines). Installs it when we may, else says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Chromium is missing at ${path}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests...');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core', { stdio: 'inherit', shell: '/bin/bash' });
if (!existsSync(path)) {
  console.error(`chromium was installed but ${path} does not exist; set CHROMIUM_PATH.`);
  process.exit(1);
}
