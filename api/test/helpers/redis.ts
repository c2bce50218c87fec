import { Redis } from 'ioredis';

/** The Redis the Redis variants of the tests use: REDIS_URL, else a local one if it answers. */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Null when Redis answers a PING, else why the Redis variants are skipped. */
export async function redisUnavailable(): Promise<string | null> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    const reason = `no Redis answers at ${TEST_REDIS_URL} (${(error as Error).message}): the Redis variants are skipped`;
    console.log(reason);
    return reason;
  } finally {
    redis.disconnect();
  }
}
