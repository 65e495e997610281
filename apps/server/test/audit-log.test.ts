import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-instance';
import { buildTestApp, uniqueCode } from './helpers';

/**
 * The audit log of the operator side (ARCHITECTURE "operator side") is append-only in the database
 * itself: rows are added, never changed or removed, whatever code runs.
 */
/** The rows of a raw query (drizzle's execute answers a driver-specific result). */
const rowsOf = async (query: Promise<unknown>) => ((await query) as { rows: unknown[] }).rows;

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('audit log', () => {
  it('takes new entries and refuses to change, delete or empty them', async () => {
    const target = uniqueCode('t');
    await app.db.execute(
      sql`insert into audit_log (operator_name, action, target_type, target_id, after)
          values ('tester', 'banner.create', 'banner', ${target}, '{"title":"A"}'::jsonb)`,
    );
    const rows = await rowsOf(
      app.db.execute(sql`select action, after from audit_log where target_id = ${target}`),
    );
    expect(rows).toEqual([{ action: 'banner.create', after: { title: 'A' } }]);

    await expect(
      app.db.execute(sql`update audit_log set action = 'x' where target_id = ${target}`),
    ).rejects.toThrow();
    await expect(
      app.db.execute(sql`delete from audit_log where target_id = ${target}`),
    ).rejects.toThrow();
    await expect(app.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const after = await rowsOf(
      app.db.execute(sql`select count(*)::int as n from audit_log where target_id = ${target}`),
    );
    expect(after).toEqual([{ n: 1 }]);
  });
});
