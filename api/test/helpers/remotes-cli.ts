import { apiScriptArgs } from './api-script.js';

/** The arguments to `node` that run `npm run remotes` (src/cli/remotes-entry.ts). */
export function remotesCliArgs(): string[] {
  return apiScriptArgs('src/cli/remotes-entry');
}
