import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { NIGERIAN_BANKS, type Bank } from '../data/banks-ng.js';

const FRESH_FOR_MS = 24 * 3600_000;
/** After a failed fetch the shipped list is served for a while, so a Paystack outage is not hammered. */
const RETRY_AFTER_FAILURE_MS = 5 * 60_000;
const FETCH_TIMEOUT_MS = 5_000;

interface PaystackBank {
  name?: unknown;
  code?: unknown;
  active?: unknown;
  is_deleted?: unknown;
}

export interface BankDirectory {
  list(): Promise<readonly Bank[]>;
}

/**
 * The banks a business can choose for payouts: Paystack's Nigerian list when a secret key is set
 * (kept in memory for a day), else — or whenever Paystack fails — the list shipped in the repo.
 */
export function bankDirectory(options: {
  secretKey: string | null;
  baseUrl: string;
  log: FastifyBaseLogger;
  now?: () => number;
}): BankDirectory {
  const { secretKey, baseUrl, log, now = Date.now } = options;
  if (!secretKey) return { list: () => Promise.resolve(NIGERIAN_BANKS) };

  async function fetchFromPaystack(key: string): Promise<Bank[]> {
    const response = await fetch(`${baseUrl}/bank?country=nigeria`, {
      headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Paystack answered ${response.status}`);
    const body = (await response.json()) as { status?: unknown; data?: unknown };
    if (body.status !== true || !Array.isArray(body.data)) throw new Error('Paystack answered without a bank list');
    const banks = (body.data as PaystackBank[])
      .filter((bank) => typeof bank.name === 'string' && typeof bank.code === 'string' && bank.active !== false && bank.is_deleted !== true)
      .map((bank) => ({ name: (bank.name as string).trim(), code: (bank.code as string).trim() }))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (banks.length === 0) throw new Error('Paystack answered an empty bank list');
    return banks;
  }

  // One entry, kept a day (a few minutes after a failure). Callers that arrive while a fetch is
  // under way share it instead of starting their own.
  const cache = new LRUCache<'banks', readonly Bank[]>({
    max: 1,
    // lru-cache keeps an entry until it is older than its ttl: gone at FRESH_FOR_MS, not a millisecond after.
    ttl: FRESH_FOR_MS - 1,
    perf: { now },
    ttlResolution: 0, // read the clock at every look, not once a millisecond
    fetchMethod: async (_key, _stale, { options: entry }) => {
      try {
        return await fetchFromPaystack(secretKey);
      } catch (error) {
        log.warn({ err: error }, 'could not fetch the bank list from Paystack; serving the shipped list');
        entry.ttl = RETRY_AFTER_FAILURE_MS - 1;
        return NIGERIAN_BANKS;
      }
    },
  });

  return {
    list: async () => (await cache.fetch('banks')) ?? NIGERIAN_BANKS,
  };
}
