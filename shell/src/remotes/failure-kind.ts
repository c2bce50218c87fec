import type { RemoteFailureKind } from '@troo/shared/contract';
import { isChunkLoadError } from '../errors/chunk-load-error';
import { RemoteTimeoutError } from './remote-timeout';
import { FileIntegrityError } from '../errors/refused-files';

export const messageOf = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : 'Unknown error';

/**
 * Why a remote's screen failed, which decides what the diner is told: its files did not arrive
 * (connection, a file host's 500: try again), did not answer in time, arrived but are not the files
 * their release recorded (refused for their integrity: not the connection), or arrived and their code
 * failed (a crash, a forced release the shell cannot run: trying the same files again will not help).
 */
export function failureKind(error: unknown): RemoteFailureKind {
  if (error instanceof RemoteTimeoutError) return 'timeout';
  if (error instanceof FileIntegrityError) return 'integrity';
  const text = messageOf(error);
  // The federation runtime's words for a script that arrived and threw while it ran.
  if (/ScriptExecutionError/.test(text)) return 'code';
  if (isChunkLoadError(error)) return 'load';
  // The federation runtime's failed script (RUNTIME-008) or manifest (RUNTIME-003), fetch's own words, the registry's status.
  if (/RUNTIME-00[38]|ScriptNetworkError|Failed to fetch|NetworkError|Load failed|remote registry answered/i.test(text)) return 'load';
  return typeof navigator !== 'undefined' && !navigator.onLine ? 'load' : 'code';
}
