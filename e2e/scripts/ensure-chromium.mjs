// Browser tests drive Debian's Chromium. Find it, or install it when we may (root, apt).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = candidates.find((file) => existsSync(file));
if (found) {
  console.log(`chromium: ${found}`);
  process.exit(0);
}
if (process.getuid?.() === 0) {
  console.log('chromium: not found, installing the Debian package…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  process.exit(existsSync('/usr/bin/chromium') ? 0 : 1);
}
console.error(
  'Chromium is needed for the browser tests: install the Debian package `chromium` (sudo apt-get install chromium) or set CHROMIUM_PATH.',
);
process.exit(1);
