/**
 * One API test process. scripts/run-tests.ts starts one per CPU; each asks the run for a test file
 * over IPC, runs it as a suite named after the file, and asks again until none is left. One process
 * for many files loads Fastify, compiles the routes' schemas and starts PGlite once, not once a file
 * (about a second of CPU each time).
 */
import path from 'node:path';
import { describe } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { closeSpareDatabases } from '../test/helpers/in-memory-database.js';
import { dropSpareServerDatabases } from '../test/helpers/server-database.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function nextFile(): Promise<string | null> {
  return new Promise((resolve) => {
    process.once('message', (message: { file: string | null }) => resolve(message.file));
    process.send!('next');
  });
}

for (let file = await nextFile(); file !== null; file = await nextFile()) {
  const compiled = path.join(apiDir, file.replace(/\.ts$/, '.js'));
  await describe(file, async () => {
    await import(pathToFileURL(compiled).href);
  });
}
// What keeps the process alive once every file is done: the spare PGlite copies and the IPC channel;
// the spare databases on a server would outlive it.
await Promise.all([closeSpareDatabases(), dropSpareServerDatabases()]);
process.disconnect();
