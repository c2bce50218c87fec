import { spawn, type ChildProcess } from 'node:child_process';
import { apiScriptArgs } from './api-script.js';

/** One of the API's scripts running as a process of its own, with what it prints. */
export interface ApiProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves once it has printed `text`; rejects if it exits first. */
  printed(text: string): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `script` (a path under api/ without extension, as apiScriptArgs takes) with these variables added. */
export function startApiProcess(script: string, o: { args?: string[]; env?: Record<string, string> } = {}): ApiProcess {
  const env = { ...process.env, ...o.env };
  const child = spawn(process.execPath, [...apiScriptArgs(script, { embeddedDatabase: !env.DATABASE_URL }), ...(o.args ?? [])], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers: { text: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watcher of watchers.filter((w) => output.includes(w.text))) {
      watchers.splice(watchers.indexOf(watcher), 1);
      watcher.resolve();
    }
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    // 'close', not 'exit': everything it printed has been read by then.
    child.once('close', (code, signal) => {
      for (const watcher of watchers.splice(0)) {
        watcher.reject(new Error(`${script} exited (${code ?? signal}) before printing "${watcher.text}":\n${output}`));
      }
      resolve({ code, signal });
    }),
  );
  return {
    child,
    output: () => output,
    printed: (text) =>
      output.includes(text)
        ? Promise.resolve()
        : child.exitCode !== null
          ? Promise.reject(new Error(`${script} exited before printing "${text}":\n${output}`))
          : new Promise((resolve, reject) => watchers.push({ text, resolve, reject })),
    exited,
  };
}
