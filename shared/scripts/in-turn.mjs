// Runs the named npm scripts one after another, as `npm test` does, printing each one's seconds
// as it ends and a summary at the end, so a slow step shows in CI's log; stops at the first failure.
//
//   node shared/scripts/in-turn.mjs check test:unit test:api test:e2e
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
let failed = null;
for (const script of process.argv.slice(2)) {
  const start = performance.now();
  const { status, signal } = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  const seconds = Math.round((performance.now() - start) / 1000);
  times.push(`${script} ${seconds} s`);
  console.log(`-- npm run ${script}: ${status === 0 ? 'passed' : 'failed'} in ${seconds} s`);
  if (status !== 0) {
    failed = signal ? 1 : (status ?? 1);
    break;
  }
}
console.log(`-- step times: ${times.join(', ')}`);
process.exit(failed ?? 0);
