// Run by startNginx (nginx.ts), never imported: nginx's parent, so that nginx ends with whoever
// started it. nginx cannot watch its parent, and a launcher killed outright (kill -9) would leave it
// serving with nothing to restart the processes behind it. This process holds the launcher's pipe on
// its stdin: when the pipe closes (the launcher is gone, however it ended) it stops nginx. It passes
// SIGTERM on, and exits as nginx exits. It leads its process group (the launcher starts it detached),
// so the launcher can end nginx's orphaned workers after a crash by signalling the group.
import { spawn } from 'node:child_process';

const [binary, ...args] = process.argv.slice(2);
if (!binary) {
  console.error('usage: nginx-guard <nginx> [arguments…]');
  process.exit(2);
}
const nginx = spawn(binary, args, { stdio: ['ignore', 'inherit', 'inherit'] });
const stop = () => {
  if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
};
process.on('SIGTERM', stop).on('SIGINT', stop);
process.stdin.on('end', stop).on('close', stop).on('error', stop).resume();
nginx.once('error', (error) => {
  console.error(`nginx could not be started: ${error.message}`);
  process.exit(1);
});
nginx.once('exit', (code, signal) => {
  if (signal) console.error(`nginx (pid ${nginx.pid}) ended by ${signal}`);
  process.exit(code ?? 1);
});
