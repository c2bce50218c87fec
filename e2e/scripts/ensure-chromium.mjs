// Browser tests drive Debian's Chromium headless shell (package chromium-headless-shell, the old headless
// mode Playwright itself uses for headless tests: the same Blink, less work per page); the benches drive
// the full browser (package chromium), as a phone runs it. Find both, or install them when we may (root, apt).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = {
  chromium: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
  'chromium-headless-shell': ['/usr/lib/chromium/chromium-headless-shell'],
};

const found = (files) => files.find((file) => existsSync(file));
const missing = () => Object.keys(PACKAGES).filter((name) => !found(PACKAGES[name]));

if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist`);
  process.exit(1);
}
if (missing().length && process.getuid?.() === 0) {
  console.log(`chromium: installing the Debian packages ${missing().join(', ')}…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing().join(' ')}`, { stdio: 'inherit' });
}
for (const name of Object.keys(PACKAGES)) console.log(`${name}: ${found(PACKAGES[name]) ?? 'not installed'}`);
if (!process.env.CHROMIUM_PATH && !found(PACKAGES.chromium)) {
  console.error(
    'Chromium is needed for the browser tests: install the Debian packages `chromium` and `chromium-headless-shell` ' +
      '(sudo apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
if (!process.env.CHROMIUM_PATH && !found(PACKAGES['chromium-headless-shell'])) {
  console.log('the browser tests run on the full chromium: slower (install chromium-headless-shell)');
}
