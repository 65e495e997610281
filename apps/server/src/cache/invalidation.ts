/**
 * Tells every instance that something it keeps in process memory changed (e.g. a merchant's
 * settings), so an operator's change shows on the next player request everywhere. With REDIS_URL
 * the message goes through Redis pub/sub; without it there is one process and the call is local.
 */
export interface InvalidationBus {
  publish(topic: string): Promise<void>;
  /** Answers the call that stops this listener (a waiting request that ended). */
  subscribe(topic: string, listener: () => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'mc:invalidate';

export async function openInvalidationBus(redisUrl: string | undefined): Promise<InvalidationBus> {
  const listeners = new Map<string, Set<() => void>>();
  const deliver = (topic: string) => {
    for (const listener of listeners.get(topic) ?? []) listener();
  };
  const subscribe = (topic: string, listener: () => void) => {
    const set = listeners.get(topic) ?? new Set();
    set.add(listener);
    listeners.set(topic, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && listeners.get(topic) === set) listeners.delete(topic);
    };
  };
  if (!redisUrl) {
    return {
      publish: async (topic) => deliver(topic),
      subscribe,
      close: async () => listeners.clear(),
    };
  }
  const { Redis } = await import('ioredis');
  const pub = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(redisUrl, { lazyConnect: true });
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(CHANNEL);
  sub.on('message', (_channel: string, topic: string) => deliver(topic));
  return {
    // This instance hears its own message through Redis too, as every other one does.
    publish: async (topic) => {
      deliver(topic);
      await pub.publish(CHANNEL, topic);
    },
    subscribe,
    close: async () => {
      listeners.clear();
      await Promise.all([sub.quit(), pub.quit()]);
    },
  };
}
