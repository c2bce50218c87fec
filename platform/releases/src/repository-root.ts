import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Troo checkout's root (the folder with the workspaces' package-lock.json), found by walking up
 * from the caller (pass import.meta.url): the same from src/, dist/ and the API tests' compiled copy.
 */
export function repositoryRoot(callerUrl: string): string {
  const from = path.dirname(fileURLToPath(callerUrl));
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package-lock.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No folder above ${from} holds package-lock.json: is this a Troo checkout?`);
  }
}
