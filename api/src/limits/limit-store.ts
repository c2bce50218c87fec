/**
 * Where request limits and open streams are counted. With several API processes behind one proxy
 * each must see the others' counts, or N processes give an attacker N times the allowance: so the
 * counts live in Redis or PostgreSQL, and in memory only when one process runs (embedded PGlite).
 */
export interface LimitStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /**
   * Counts one more in `key`'s fixed window (started by its first count, `windowMs` long): answers
   * the count so far, this one included, and how long the window has left.
   */
  count(key: string, windowMs: number): Promise<{ count: number; msLeft: number }>;
  /**
   * Takes a lease in every scope unless one of them already holds its `max` live leases; checking
   * and taking are one step, so two processes racing for the last place cannot both get it.
   */
  takeLease(lease: Lease, expiryMs: number): Promise<{ taken: true } | { refused: LeaseScope }>;
  /** Pushes the expiry of these leases `expiryMs` from now (those still open on this process). */
  renewLeases(leases: Lease[], expiryMs: number): Promise<void>;
  releaseLease(lease: Lease): Promise<void>;
  close(): Promise<void>;
}

/** What a lease counts against (a sign-in, a person, an order), and how many live leases it allows. */
export interface LeaseScope {
  key: string;
  max: number;
}

export interface Lease {
  id: string;
  scopes: LeaseScope[];
}
