import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { Writable } from 'node:stream';
import { lazyChildLogger } from '../src/lib/request-logger';

/** A pino logger at `level` writing its lines into `lines`. */
function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level }, stream), lines };
}

const factory = (parent: pino.Logger, options: pino.ChildLoggerOptions = {}) =>
  lazyChildLogger.call(
    undefined as never,
    parent as never,
    { reqId: 'req-1' },
    options,
    undefined as never,
  ) as unknown as pino.Logger;

describe("a request's logger (lib/request-logger.ts)", () => {
  it("writes the request's lines with its id, and nothing below the level", async () => {
    const { log, lines } = logger('warn');
    const child = factory(log);
    child.info('incoming request');
    child.warn({ detail: 1 }, 'tracking heartbeat failed');
    child.error(new Error('boom'));
    await new Promise((r) => setImmediate(r));
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['req-1', 'tracking heartbeat failed'],
      ['req-1', 'boom'],
    ]);
    expect(lines[0]).toMatchObject({ detail: 1, level: 40 });
    expect(child.level).toBe('warn');
    expect(child.isLevelEnabled('info')).toBe(false);
    expect(child.bindings()).toEqual({ reqId: 'req-1' });
  });

  it("keeps a route's own level, and a child of the request's logger carries both bindings", async () => {
    const { log, lines } = logger('warn');
    factory(log, { level: 'info' }).info('route at info');
    factory(log).child({ part: 'x' }).warn('nested');
    await new Promise((r) => setImmediate(r));
    expect(lines.map((l) => [l.reqId, l.part, l.msg])).toEqual([
      ['req-1', undefined, 'route at info'],
      ['req-1', 'x', 'nested'],
    ]);
  });
});
