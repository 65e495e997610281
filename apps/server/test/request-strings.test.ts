import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cleanText } from '@member-app/contract/schemas/text';
import type { App } from '../src/lib/app-instance';
import { RELAXED_LIMITS } from './accounts';
import { ADMIN_TOKEN, buildTestApp } from './helpers';

/**
 * Every string a caller sends goes through the contract's rule (`text()`: no NUL, no lone
 * surrogate, bounded) or a pattern that allows less: found by walking every route's request
 * schemas, so a new route with a bare z.string() fails here before a fuzz finds it.
 */

let app: App;
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
});
afterAll(async () => {
  await app.close();
});

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Paths of the string schemas under `schema` that neither carry the text rule nor a pattern. */
function looseStrings(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const under = (child: z.ZodType | null | undefined, at: string) =>
    child ? looseStrings(child, at, seen) : [];
  switch (def.type) {
    case 'string': {
      const checks = def.checks ?? [];
      const clean = checks.some((c) => (c as unknown) === cleanText);
      const bounded = checks.some((c) => c._zod.def.check === 'max_length');
      const pattern = checks.some((c) => c._zod.def.format === 'regex');
      return (clean && bounded) || pattern ? [] : [path];
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
        under(child, `${path}.${key}`),
      );
    case 'array':
      return under(def.element, `${path}[]`);
    case 'record':
      return [...under(def.keyType, `${path}{key}`), ...under(def.valueType, `${path}{}`)];
    case 'union':
      return (def.options ?? []).flatMap((option, i) => under(option, `${path}|${i}`));
    case 'intersection':
      return [...under(def.left, path), ...under(def.right, path)];
    case 'tuple':
      return [
        ...(def.items ?? []).flatMap((item, i) => under(item, `${path}[${i}]`)),
        ...under(def.rest, `${path}[]`),
      ];
    case 'pipe':
      return under(def.in, path);
    case 'lazy':
      return def.getter ? under(def.getter(), path) : [];
    default:
      return def.innerType ? under(def.innerType, path) : [];
  }
}

describe('request strings', () => {
  it('every string of every route’s body, query, path and headers follows the text rule', () => {
    const loose: string[] = [];
    for (const route of app.routeTable()) {
      const schema = route.schema as Record<string, unknown> | undefined;
      for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
        const value = schema?.[part];
        if (value && typeof value === 'object' && '_zod' in value)
          loose.push(...looseStrings(value as z.ZodType, `${route.method} ${route.url} ${part}`));
      }
    }
    expect(loose).toEqual([]);
  });
});

describe('strings over their bound or with a NUL answer 400 in the envelope', () => {
  const long = 'a'.repeat(5000);
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
  it.each([
    ['GET', `/mobile/mc/redirect.html?url=${long}`, undefined, {}],
    ['POST', '/identity/v1/phone/send', { phoneNumber: `+63${long}` }, {}],
    ['POST', '/identity/v1/signin', { channel: 'google', email: `${long}@x.test` }, {}],
    ['POST', '/vendor/demo/api/launch', { gameCode: 'LUCKYDICE', language: long }, {}],
    ['GET', `/admin/outbox?recipient=${long}`, undefined, admin],
    ['GET', '/admin/outbox?recipient=a%00b', undefined, admin],
  ] as const)('%s %s', async (method, url, payload, headers) => {
    const res = await app.inject({
      method,
      url,
      headers,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });
});
