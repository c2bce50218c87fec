import type { FastifyBaseLogger } from 'fastify';
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
  let cached: { banks: readonly Bank[]; until: number } | null = null;
  // Callers that arrive while a fetch is under way share it instead of starting their own.
  let pending: Promise<readonly Bank[]> | null = null;

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

  return {
    async list() {
      if (!secretKey) return NIGERIAN_BANKS;
      if (cached && cached.until > now()) return cached.banks;
      pending ??= fetchFromPaystack(secretKey)
        .then(
          (banks) => {
            cached = { banks, until: now() + FRESH_FOR_MS };
            return banks;
          },
          (error: unknown) => {
            log.warn({ err: error }, 'could not fetch the bank list from Paystack; serving the shipped list');
            cached = { banks: NIGERIAN_BANKS, until: now() + RETRY_AFTER_FAILURE_MS };
            return NIGERIAN_BANKS;
          },
        )
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}
