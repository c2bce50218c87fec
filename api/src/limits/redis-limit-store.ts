import { Redis } from 'ioredis';
import type { Lease, LimitStore } from './limit-store.js';

// Each script runs whole inside Redis, so a count or a lease check-and-take is one step for every
// process. Times come from the Redis server's clock (TIME), so the processes' clocks need not agree.

/** KEYS[1] the window; ARGV[1] its length (ms). Answers {count, ms left}. */
const COUNT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const NOW = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** A sorted set per scope: lease id → expiry. Keeps the set itself until its last lease would expire. */
const HOLD = `
local function hold(key, id, expiresAt, expiry, onlyIfHeld)
  if onlyIfHeld then redis.call('ZADD', key, 'XX', expiresAt, id) else redis.call('ZADD', key, expiresAt, id) end
  if redis.call('PTTL', key) < expiry then redis.call('PEXPIRE', key, expiry) end
end`;

/** KEYS the scopes; ARGV[1] expiry (ms), ARGV[2] lease id, ARGV[2 + i] the max of KEYS[i]. Answers 0, or the full scope's index. */
const TAKE = `${NOW}${HOLD}
local expiry = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[2 + i]) then return i end
end
for _, key in ipairs(KEYS) do hold(key, ARGV[2], now + expiry, expiry, false) end
return 0`;

/** KEYS the scopes of one lease; ARGV[1] expiry (ms), ARGV[2] lease id. */
const RENEW = `${NOW}${HOLD}
local expiry = tonumber(ARGV[1])
for _, key in ipairs(KEYS) do hold(key, ARGV[2], now + expiry, expiry, true) end
return 0`;

type Script = (numberOfKeys: number, ...keysAndArgs: (string | number)[]) => Promise<unknown>;

/** Counts in Redis (REDIS_URL), under keys starting "troo:". */
export class RedisLimitStore implements LimitStore {
  readonly kind = 'redis';
  private readonly scripts: Record<'count' | 'take' | 'renew', Script>;

  constructor(private readonly redis: Redis) {
    const defined = redis as unknown as Record<string, Script>;
    for (const [name, lua] of Object.entries({ trooCount: COUNT, trooTake: TAKE, trooRenew: RENEW })) redis.defineCommand(name, { lua });
    this.scripts = {
      count: defined.trooCount!.bind(redis),
      take: defined.trooTake!.bind(redis),
      renew: defined.trooRenew!.bind(redis),
    };
  }

  /**
   * Connects to `url`. While Redis cannot be reached, a limited request fails after one retry rather
   * than waiting on; `onError` hears of the connection's troubles (ioredis reconnects by itself).
   */
  static connect(url: string, onError: (error: Error) => void): RedisLimitStore {
    const redis = new Redis(url, { maxRetriesPerRequest: 1 });
    redis.on('error', onError);
    return new RedisLimitStore(redis);
  }

  async count(key: string, windowMs: number): Promise<{ count: number; msLeft: number }> {
    const [count, msLeft] = (await this.scripts.count(1, `troo:count:${key}`, windowMs)) as [number, number];
    return { count, msLeft };
  }

  async takeLease(lease: Lease, expiryMs: number): ReturnType<LimitStore['takeLease']> {
    const keys = lease.scopes.map((scope) => `troo:lease:${scope.key}`);
    const full = (await this.scripts.take(keys.length, ...keys, expiryMs, lease.id, ...lease.scopes.map((scope) => scope.max))) as number;
    return full === 0 ? { taken: true } : { refused: lease.scopes[full - 1]! };
  }

  async renewLeases(leases: Lease[], expiryMs: number): Promise<void> {
    await Promise.all(
      leases.map((lease) => {
        const keys = lease.scopes.map((scope) => `troo:lease:${scope.key}`);
        return this.scripts.renew(keys.length, ...keys, expiryMs, lease.id);
      }),
    );
  }

  async releaseLease(lease: Lease): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const scope of lease.scopes) pipeline.zrem(`troo:lease:${scope.key}`, lease.id);
    await pipeline.exec();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
