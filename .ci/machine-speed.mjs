// How fast this machine is today, printed before CI's steps so their seconds can be compared across
// days: the same 2-core machine has run CI's steps 2.5 times slower on some days than on others, with
// the same code. Three small probes, about two seconds in all: JavaScript on one core, starting a
// process, and writing and reading a small file (the last two are system calls, which the browser and
// database tests make by the million).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

function timed(work) {
  const start = performance.now();
  work();
  return performance.now() - start;
}

const loop = timed(() => {
  let x = 0;
  for (let i = 0; i < 1e8; i++) x = (x + i * 7) % 1000003;
  return x;
});

const starts = 50;
const start = timed(() => {
  for (let i = 0; i < starts; i++) spawnSync('true');
});

const dir = mkdtempSync(path.join(tmpdir(), 'machine-speed-'));
const rounds = 5000;
const file = timed(() => {
  for (let i = 0; i < rounds; i++) {
    const name = path.join(dir, String(i % 20));
    writeFileSync(name, 'x'.repeat(100));
    readFileSync(name);
  }
});
rmSync(dir, { recursive: true, force: true });

console.log(
  `machine: JavaScript loop ${Math.round(loop)} ms, a process start ${(start / starts).toFixed(1)} ms, ` +
    `a small file written and read ${((file / rounds) * 1000).toFixed(0)} µs; load ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
);
