// The cluster tests start their own throwaway redis-server (Debian's package). Installs it when
// we may, else says how; a machine that already has one is left alone.
import { execSync } from 'node:child_process';

function redisServerPath() {
  if (process.env.REDIS_SERVER_PATH) return process.env.REDIS_SERVER_PATH;
  try {
    return execSync('command -v redis-server', { encoding: 'utf8', shell: '/bin/sh', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

if (redisServerPath()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error('redis-server is missing. Install it with: sudo apt-get install -y redis-server (or set REDIS_SERVER_PATH).');
  process.exit(1);
}
console.log('Installing Debian redis-server for the cluster tests...');
// Only the binary is wanted: the tests start their own servers, so the package's service is not started.
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq --no-install-recommends redis-server', { stdio: 'inherit', shell: '/bin/bash' });
if (!redisServerPath()) {
  console.error('redis-server was installed but is not on the PATH; set REDIS_SERVER_PATH.');
  process.exit(1);
}
