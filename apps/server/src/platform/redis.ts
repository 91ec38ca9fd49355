import { Redis } from 'ioredis';

/**
 * Opens a Redis connection for shared state across instances (rate limits, Socket.IO fan-out).
 * Commands wait while Redis reconnects instead of failing at once, and a first connection that cannot be
 * made stops the start with a message naming `REDIS_URL`.
 */
export async function connectRedis(
  url: string,
  name: string,
  onError: (error: Error) => void = () => undefined,
): Promise<Redis> {
  const redis = new Redis(url, {
    connectionName: name,
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    enableOfflineQueue: true,
  });
  // A lost connection is retried by ioredis; each failure is reported here instead of as an unhandled event.
  redis.on('error', onError);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`REDIS_URL: não foi possível conectar ao Redis (${reason})`);
  }
  return redis;
}

/** Closes a connection, waiting for replies in flight; a connection already gone is fine. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  await redis.quit().catch(() => redis.disconnect());
}
