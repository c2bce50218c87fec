import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Lease, LeaseScope, LimitStore } from '../limits/limit-store.js';

/**
 * A lease lives this long unless renewed: the streams of a process that died stop counting within it.
 * Renewed three times as often, so one slow or failed renewal does not drop a live stream's lease.
 */
export const STREAM_LEASE_EXPIRY_MS = 30_000;
export const STREAM_LEASE_RENEW_MS = 10_000;

/**
 * The leases of the streams open on this process, counted in the shared limit store against their
 * sign-in, person or order: renewed together while open, released when a stream ends.
 */
export class StreamLeases {
  private readonly open = new Map<string, Lease>();
  private readonly releasing = new Set<Promise<void>>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly store: LimitStore,
    private readonly log: FastifyBaseLogger,
    private readonly timing = { expiryMs: STREAM_LEASE_EXPIRY_MS, renewEveryMs: STREAM_LEASE_RENEW_MS },
  ) {}

  /** A lease in every scope, with how to release it; or the scope that is full. */
  async take(scopes: LeaseScope[]): Promise<{ release: () => void } | { refused: LeaseScope }> {
    const lease = { id: randomUUID(), scopes };
    const outcome = await this.store.takeLease(lease, this.timing.expiryMs);
    if ('refused' in outcome) return outcome;
    this.open.set(lease.id, lease);
    this.timer ??= setInterval(() => void this.renew(), this.timing.renewEveryMs);
    return { release: () => this.release(lease) };
  }

  private release(lease: Lease): void {
    if (!this.open.delete(lease.id)) return;
    if (this.open.size === 0) this.stopRenewing();
    const released = this.store
      .releaseLease(lease)
      // Not released, it still ends at its expiry.
      .catch((error: unknown) => this.log.warn({ err: error }, 'a stream lease was not released; it expires by itself'))
      .finally(() => this.releasing.delete(released));
    this.releasing.add(released);
  }

  private async renew(): Promise<void> {
    await this.store
      .renewLeases([...this.open.values()], this.timing.expiryMs)
      .catch((error: unknown) => this.log.warn({ err: error }, 'stream leases not renewed; trying again shortly'));
  }

  private stopRenewing(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Stops renewing, and waits for the releases under way (before the store closes). */
  async stop(): Promise<void> {
    this.stopRenewing();
    await Promise.all(this.releasing);
  }
}
