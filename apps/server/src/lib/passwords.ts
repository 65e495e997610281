import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum profile (m=19 MiB, t=2, p=1): ~28 ms here (STACK-NOTES).
 * `algorithm: 2` is Argon2id; the package's enum is a const enum that isolated modules cannot use.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Runs at most `slots` tasks at once, the others in the order they came. A task that throws
 * frees its slot like one that succeeds.
 */
export function inTurn(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot overtake it.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * Hashes at once: one processor fewer than the machine has (at least one), and at most 3 of
 * libuv's 4 threads. Each hash was handed to the thread pool as it came: 20 logins at once on
 * 2 processors ran 4 hashes side by side with the event loop (which runs the embedded database's
 * queries), all slowed, and a login's wait depended on where the scheduler put it (the slowest waited
 * several times the median in `npm run bench`); the pool was also full for file reads. Queued here, a hash keeps a
 * processor to itself and logins are served in order.
 */
const hashing = inTurn(Math.max(1, Math.min(availableParallelism() - 1, 3)));

export const hashPassword = (plain: string) => hashing(() => hash(plain, ARGON2_OPTIONS));
export const verifyPassword = (hashed: string, plain: string) =>
  hashing(() => verify(hashed, plain));
