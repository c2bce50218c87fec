import type { Lease, LimitStore } from './limit-store.js';

/** Counts in this process's memory: right when it is the only process (the embedded database). */
export class MemoryLimitStore implements LimitStore {
  readonly kind = 'memory';
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  /** Scope key → lease id → expiry. */
  private readonly leases = new Map<string, Map<string, number>>();
  private sweeps = 0;

  constructor(private readonly now: () => number = Date.now) {}

  count(key: string, windowMs: number): Promise<{ count: number; msLeft: number }> {
    const now = this.now();
    this.sweepNow(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ count: window.count, msLeft: window.endsAt - now });
  }

  takeLease(lease: Lease, expiryMs: number): ReturnType<LimitStore['takeLease']> {
    const now = this.now();
    for (const scope of lease.scopes) {
      if (this.liveLeases(scope.key, now) >= scope.max) return Promise.resolve({ refused: scope });
    }
    for (const scope of lease.scopes) {
      const held = this.leases.get(scope.key) ?? new Map<string, number>();
      held.set(lease.id, now + expiryMs);
      this.leases.set(scope.key, held);
    }
    return Promise.resolve({ taken: true });
  }

  renewLeases(leases: Lease[], expiryMs: number): Promise<void> {
    const expiresAt = this.now() + expiryMs;
    for (const lease of leases) {
      for (const scope of lease.scopes) {
        const held = this.leases.get(scope.key);
        if (held?.has(lease.id)) held.set(lease.id, expiresAt);
      }
    }
    return Promise.resolve();
  }

  releaseLease(lease: Lease): Promise<void> {
    for (const scope of lease.scopes) {
      const held = this.leases.get(scope.key);
      held?.delete(lease.id);
      if (held?.size === 0) this.leases.delete(scope.key);
    }
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private liveLeases(key: string, now: number): number {
    const held = this.leases.get(key);
    if (!held) return 0;
    for (const [id, expiresAt] of held) if (expiresAt <= now) held.delete(id);
    return held.size;
  }

  /** Ended windows go every thousandth count, so the map stays the size of the live ones. */
  private sweepNow(now: number): void {
    this.sweeps = (this.sweeps + 1) % 1000;
    if (this.sweeps !== 0) return;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
