// The stores that ship with @fastify/rate-limit (CommonJS, untyped): the plugin's fixed-window
// counters, in process (an LRU) or in Redis (one Lua script per count, atomic across instances).
declare module '@fastify/rate-limit/store/*.js' {
  type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;
  interface CounterStore {
    incr(key: string, done: Done, timeWindow: number, max: number): void;
    read(key: string, done: Done, timeWindow: number, max: number): void;
    /** The local store's LRU of counters. */
    lru?: { delete(key: string): void };
  }
  const Store: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    /** LocalStore: the LRU's size; RedisStore: the ioredis client. */
    cacheOrRedis?: unknown,
    /** RedisStore: the key prefix. */
    nameSpace?: string,
  ) => CounterStore;
  export default Store;
}
