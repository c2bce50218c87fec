import { calls, type CallDefinition } from '@troo/shared/contract';
import { SANDBOX_PAY_PATH } from './payments/sandbox-provider.js';
import { allowedValues } from './routes/fastify-path.js';

// The POSTs nginx may send to a second process when the first died before answering (SIGKILL, a
// crash): the contract's retrySafe calls, and the sandbox's Pay, which completes a payment once, as
// Paystack's own page does. Every other POST reaches the API at most once.

function pathPattern(call: Pick<CallDefinition, 'path' | 'params'>): string {
  if (!/^[\w/{}:]+$/.test(call.path)) throw new Error(`${call.path}: a retry-safe path may hold only letters, digits, _, / and parameters`);
  return `/api${call.path
    .replace(/:\w+/g, '[^/]+')
    .replace(/\{(\w+)\}/g, (_, name: string) => `(?:${allowedValues(call, name).join('|')})`)}`;
}

/** One anchored regular expression (nginx's PCRE) for every retry-safe POST path. */
export function retrySafePostPattern(): string {
  const paths = Object.values(calls as Record<string, CallDefinition>)
    .filter((call) => call.retrySafe && call.method === 'POST')
    .map(pathPattern);
  return `^(?:${[...paths, `${SANDBOX_PAY_PATH}/[^/]+`].join('|')})$`;
}
