/**
 * For a process started by npm run start:cluster (STOP_WITH_PARENT=1): stops it when its launcher is
 * gone, however the launcher ended (kill -9 included). The launcher holds the write end of this
 * process's stdin; the kernel closes it when the launcher exits, and stdin then ends.
 */
export function stopWithParent(env: NodeJS.ProcessEnv, stop: () => void): void {
  if (env.STOP_WITH_PARENT !== '1') return;
  // The launcher read this process's output: with it gone, a line written is EPIPE, not a crash.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  process.stdin.on('end', stop).on('close', stop).on('error', stop).resume();
}
