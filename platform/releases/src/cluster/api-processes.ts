import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

// The API processes of start:cluster: started together, each on its own port of 127.0.0.1, restarted
// when one dies (as systemd would on a host), stopped together with SIGTERM so each drains.

/** A process that dies this soon after starting, this many times running, is not started again. */
const CRASH_WINDOW_MS = 10_000;
const CRASHES_TO_GIVE_UP = 3;

interface Member {
  index: number;
  port: number;
  child: ChildProcess | null;
  startedAt: number;
  /** Crashes in a row, each soon after its start. */
  quickCrashes: number;
  /** Ready at least once: from then on it is restarted when it dies. */
  wasReady: boolean;
}

export interface ApiProcessesOptions {
  /** node and its arguments that run the server (server.js). */
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  ports: number[];
  /** Every line a process prints, prefixed with its name; and the launcher's own news. */
  log: (line: string) => void;
  /** Called once when a process crashed too often to be restarted. */
  onGiveUp: (why: string) => void;
}

export class ApiProcesses {
  private readonly members: Member[];
  private stopping = false;

  constructor(private readonly o: ApiProcessesOptions) {
    this.members = o.ports.map((port, i) => ({ index: i + 1, port, child: null, startedAt: 0, quickCrashes: 0, wasReady: false }));
  }

  /** Starts every process at once; resolves when all are ready, rejects when one exits first. */
  start(): Promise<void> {
    return Promise.all(this.members.map((member) => this.launch(member))).then(() => undefined);
  }

  private launch(member: Member): Promise<void> {
    const name = `api ${member.index}`;
    const child = spawn(this.o.command, this.o.args, {
      // STOP_WITH_PARENT: it stops when this launcher's end of its stdin closes (stop-with-parent.ts).
      env: { ...this.o.env, PORT: String(member.port), HOST: '127.0.0.1', STOP_WITH_PARENT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
      // Its own process group: Ctrl-C reaches the launcher only, which stops the processes in order.
      detached: true,
    });
    member.child = child;
    member.startedAt = Date.now();
    let ready = false;
    return new Promise<void>((resolve, reject) => {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => {
          this.o.log(`[${name}] ${line}`);
          if (!ready && line.includes('Troo is ready')) {
            ready = true;
            member.wasReady = true;
            this.o.log(`${name} ready on 127.0.0.1:${member.port} (pid ${child.pid})`);
            resolve();
          }
        });
      }
      child.once('exit', (code, signal) => {
        if (member.child === child) member.child = null;
        if (this.stopping) return;
        const why = `${name} (pid ${child.pid}) exited (${signal ?? `code ${code}`})`;
        if (!ready) reject(new Error(`${why} before it was ready: see its lines above`));
        // A process that never became ready on the first start stops the launch instead (start() rejects).
        if (!member.wasReady) return;
        member.quickCrashes = Date.now() - member.startedAt < CRASH_WINDOW_MS ? member.quickCrashes + 1 : 0;
        if (member.quickCrashes >= CRASHES_TO_GIVE_UP) {
          this.o.onGiveUp(`${why} ${CRASHES_TO_GIVE_UP} times within ${CRASH_WINDOW_MS / 1000} s of starting: not starting it again`);
          return;
        }
        this.o.log(`${why}; starting it again`);
        this.launch(member).catch((error: unknown) => this.o.log((error as Error).message));
      });
    });
  }

  /** SIGTERM to each (each drains, DRAIN_SECONDS), then waits for all; `now` sends SIGKILL instead. */
  async stop(now = false): Promise<void> {
    this.stopping = true;
    await Promise.all(
      this.members.map(async ({ child }) => {
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(now ? 'SIGKILL' : 'SIGTERM');
        await exited;
      }),
    );
  }
}
