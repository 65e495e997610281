import { describe, expect, it } from 'vitest';
import { hashPassword, inTurn, verifyPassword } from '../src/lib/passwords';

/** Password hashing queues its work: a bounded number at once, the rest served in order. */
describe('password hashing in turn', () => {
  it('runs one task at a time in the order they came, and a failed task frees its slot', async () => {
    const queue = inTurn(1);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const task = (n: number, fail = false) =>
      queue(async () => {
        started.push(n);
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (fail) throw new Error(`task ${n} failed`);
        return n;
      });
    const results = await Promise.allSettled([task(1), task(2, true), task(3), task(4)]);
    expect(started).toEqual([1, 2, 3, 4]);
    expect(most).toBe(1);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
  });

  it('lets at most `slots` run side by side', async () => {
    const queue = inTurn(2);
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 6 }, () =>
        queue(async () => {
          most = Math.max(most, ++running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
  });

  it('checks each of many passwords checked at once against its own hash', async () => {
    const hashed = await hashPassword('Right#2026');
    const answers = await Promise.all(
      ['Right#2026', 'wrong', 'Right#2026', 'Right#2027'].map((p) => verifyPassword(hashed, p)),
    );
    expect(answers).toEqual([true, false, true, false]);
  });
});
