import fc from 'fast-check';
import { z } from 'zod';
import { HOSTILE_STRINGS } from '@member-app/contract/schemas/text';
import type { RouteEntry } from '../src/plugins/allowed-methods';

/**
 * Schema-driven requests for every operation of the server (the reliability bench and its small
 * version in the server suite): each route's contract schemas (zod) become JSON Schema
 * (`z.toJSONSchema`, the input side), then fast-check arbitraries; a share of the requests then
 * gets hostile strings (NUL, lone surrogates, 100 KB), wrong types, missing fields, broken JSON or
 * another content type. The answer must never be a 5xx and every failure must be in the envelope.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

export type Role = 'guest' | 'member' | 'operator';
export const ROLES: readonly Role[] = ['guest', 'member', 'operator'];

export interface Operation {
  method: string;
  url: string;
  body: fc.Arbitrary<unknown> | null;
  query: fc.Arbitrary<unknown> | null;
  params: fc.Arbitrary<unknown> | null;
}

export interface FuzzRequest {
  operation: string;
  role: Role;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Strings that tend to break things besides the contract's own hostile list. */
const NASTY_STRINGS = [
  ...HOSTILE_STRINGS,
  '',
  ' ',
  '%00',
  '../../etc/passwd',
  '${jndi:ldap://x}',
  "'; DROP TABLE members; --",
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '//evil.example',
  '\r\nSet-Cookie: x=1',
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
];

const MAX_STRING = 48;

function toJsonSchema(schema: unknown): JsonSchema | null {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return null;
  try {
    return z.toJSONSchema(schema as z.ZodType, {
      io: 'input',
      unrepresentable: 'any',
      cycles: 'ref',
    }) as JsonSchema;
  } catch {
    return {};
  }
}

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? MAX_STRING, MAX_STRING));
  const plain = fc.string({ minLength, maxLength });
  const unicode = fc.string({ minLength, maxLength, unit: 'grapheme' });
  const options: fc.Arbitrary<string>[] = [plain, unicode];
  if (s.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(s.pattern)).map((v) => v.slice(0, 200)));
      options.push(fc.stringMatching(new RegExp(s.pattern)).map((v) => v.slice(0, 200)));
    } catch {
      // A pattern JavaScript cannot compile: plain strings only.
    }
  }
  switch (s.format) {
    case 'email':
      options.push(fc.emailAddress(), fc.emailAddress());
      break;
    case 'uri':
    case 'url':
      options.push(fc.webUrl(), fc.webUrl());
      break;
    case 'uuid':
      options.push(fc.uuid(), fc.uuid());
      break;
    case 'date-time':
      options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
      break;
    case 'date':
      options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
      break;
  }
  return fc.oneof(...options);
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
  const lo = Math.max(min ?? -1e6, -Number.MAX_SAFE_INTEGER);
  const hi = Math.min(max ?? 1e6, Number.MAX_SAFE_INTEGER);
  if (integer || lo > hi)
    return fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.max(lo, hi)) });
  return fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/** A fast-check arbitrary for a JSON Schema (the subset zod writes), bounded in depth and size. */
export function arbitraryFor(root: JsonSchema): fc.Arbitrary<unknown> {
  const walk = (s: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
    if (s.$ref) {
      const name = s.$ref.split('/').pop() ?? '';
      const target = s.$ref === '#' ? root : root.$defs?.[name];
      return target && depth < 4 ? walk(target, depth + 1) : fc.constant(null);
    }
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    const alternatives = s.anyOf ?? s.oneOf;
    if (alternatives?.length) return fc.oneof(...alternatives.map((a) => walk(a, depth + 1)));
    if (s.allOf?.length) return walk(s.allOf[0]!, depth + 1);
    const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
    if (types.length > 1) return fc.oneof(...types.map((type) => walk({ ...s, type }, depth)));
    switch (types[0]) {
      case 'string':
        return stringArbitrary(s);
      case 'integer':
        return numberArbitrary(s, true);
      case 'number':
        return numberArbitrary(s, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const item = Array.isArray(s.items) ? s.items[0] : s.items;
        if (s.prefixItems?.length) return fc.tuple(...s.prefixItems.map((p) => walk(p, depth + 1)));
        const minLength = s.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 4, depth > 1 ? 2 : 4));
        return fc.array(item && depth < 5 ? walk(item, depth + 1) : fc.string(), {
          minLength,
          maxLength,
        });
      }
      case 'object': {
        const properties = s.properties ?? {};
        const keys = Object.keys(properties);
        if (keys.length > 0 && depth < 6) {
          const record: Record<string, fc.Arbitrary<unknown>> = {};
          for (const key of keys) record[key] = walk(properties[key]!, depth + 1);
          return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in record) });
        }
        if (typeof s.additionalProperties === 'object' && depth < 6) {
          return fc.dictionary(
            fc.string({ maxLength: 12 }),
            walk(s.additionalProperties, depth + 1),
            {
              maxKeys: 3,
            },
          );
        }
        return fc.constant({});
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  };
  return walk(root, 0);
}

/** The fuzzable operations of the route table (every method and pattern, HEAD aside). */
export function operationsOf(routes: readonly RouteEntry[]): Operation[] {
  const seen = new Set<string>();
  const operations: Operation[] = [];
  for (const route of routes) {
    if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
    const key = `${route.method} ${route.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const of = (part: unknown) => {
      const json = toJsonSchema(part);
      return json ? arbitraryFor(json) : null;
    };
    operations.push({
      method: route.method,
      url: route.url,
      body: of(schema.body),
      query: of(schema.querystring),
      params: of(schema.params),
    });
  }
  return operations;
}

/** Replaces one leaf of a generated value (a hostile string, a wrong type) or drops a field. */
function mutate(value: unknown, random: () => number): unknown {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const leafReplacement = () =>
    pick<unknown>([
      pick(NASTY_STRINGS),
      pick(NASTY_STRINGS),
      pick(NASTY_STRINGS),
      -1,
      1e308,
      true,
      null,
      [],
      { $gt: '' },
      'a'.repeat(5000),
    ]);
  if (value === null || typeof value !== 'object') return leafReplacement();
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...(value as unknown[])]
    : { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  if (keys.length === 0) {
    // An own property even for `__proto__`: the request carries the key, the generator's object
    // keeps its prototype.
    Object.defineProperty(copy, pick(['__proto__', 'constructor', 'x', 'a\u0000']), {
      value: leafReplacement(),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return copy;
  }
  const key = pick(keys);
  const roll = random();
  if (roll < 0.15 && !Array.isArray(copy)) delete copy[key];
  else
    Object.defineProperty(copy, key, {
      value: mutate((copy as Record<string, unknown>)[key], random),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}

function sampleOne(arbitrary: fc.Arbitrary<unknown> | null, seed: number): unknown {
  if (!arbitrary) return undefined;
  try {
    return fc.sample(arbitrary, { numRuns: 1, seed })[0];
  } catch {
    return undefined;
  }
}

/** Percent-encoding that also writes a lone surrogate (as its WTF-8 bytes), as a hostile client can. */
function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

const encode = (v: unknown) => percentEncode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function queryString(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const parts: string[] = [];
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (v === undefined) continue;
    // Array.from, not slice: a hostile `constructor` key must not pick the copy's class.
    const values: unknown[] = Array.isArray(v) ? Array.from(v as ArrayLike<unknown>) : [v];
    for (const item of values) parts.push(`${encode(key)}=${encode(item ?? '')}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function fillPath(pattern: string, params: unknown, random: () => number): string {
  const given = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return pattern
    .replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_m, name: string) => {
      const v = given[name] ?? (random() < 0.5 ? Math.floor(random() * 1000) : 'x');
      return encode(v);
    })
    .replace(/\*$/, () =>
      pick(['', 'a', 'assets/x.js', '..%2f..%2fetc/passwd', '%00', 'a/b/c'], random),
    );
}

const pick = <T>(items: readonly T[], random: () => number) =>
  items[Math.floor(random() * items.length)]!;

/** A small seeded generator, so a run can be repeated request for request. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Credentials {
  /** A member's session token (Authorization header, as the app sends it). */
  memberToken: () => string;
  adminToken: string;
}

/**
 * Request number `index` of a run: operations in turn (so every one is called as often as any),
 * each role in turn per round, one request in three mutated.
 */
export function fuzzRequest(
  operations: readonly Operation[],
  index: number,
  credentials: Credentials,
  seed: number,
): FuzzRequest {
  const random = seededRandom(seed + index * 7919);
  const op = operations[index % operations.length]!;
  const role = ROLES[Math.floor(index / operations.length) % ROLES.length]!;
  const hostile = random() < 0.35;
  let body = sampleOne(op.body, seed + index);
  let query = sampleOne(op.query, seed + index + 1);
  let params = sampleOne(op.params, seed + index + 2);
  if (hostile) {
    const target = random();
    if (target < 0.5 && body !== undefined) body = mutate(body, random);
    else if (target < 0.8 && query !== undefined) query = mutate(query ?? {}, random);
    else params = mutate(params ?? {}, random);
  }
  const headers: Record<string, string> = {};
  if (role === 'member') headers.authorization = credentials.memberToken();
  if (role === 'operator') headers.authorization = `Bearer ${credentials.adminToken}`;
  // Header values as an HTTP client can send them (Node refuses control characters in headers).
  const headerSafe = (v: string) => v.replace(/[^\x20-\x7e]/g, '?').slice(0, 200);
  if (random() < 0.05) headers['accept-language'] = headerSafe(pick(NASTY_STRINGS, random));
  if (random() < 0.05) headers.merchant = percentEncode(pick(NASTY_STRINGS, random)).slice(0, 200);
  if (random() < 0.03) headers.language = pick(['EN', 'UR', 'xx', '%00', ''], random);
  const url = `${fillPath(op.url, params, random)}${queryString(query)}`;
  const request: FuzzRequest = {
    operation: `${op.method} ${op.url}`,
    role,
    method: op.method,
    url: url.startsWith('/') ? url : `/${url}`,
    headers,
  };
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    const roll = random();
    if (roll < 0.03) {
      headers['content-type'] = 'application/json';
      request.payload = pick(
        ['{', '{"a":', '[1,2', '\u0000', 'null', '"x"', '{"__proto__":{"x":1}}'],
        random,
      );
    } else if (roll < 0.05) {
      headers['content-type'] = pick(
        ['text/plain', 'application/xml', 'multipart/form-data; boundary=x'],
        random,
      );
      request.payload = 'a=1';
    } else if (roll < 0.07) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      request.payload = queryString(body).slice(1);
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      request.payload = JSON.stringify(body);
    }
  }
  return request;
}

export type Verdict = 'ok' | 'server-error' | 'not-envelope';

/**
 * What the caller notices: a 5xx (500 above all) is a failure; so is an error answer that is not
 * the contract envelope (JSON with success:false and an errorCode). HTML pages (the app's 404
 * page under /m/, the vendor's pages) are fine below 500.
 */
export function judge(status: number, contentType: string | undefined, body: string): Verdict {
  if (status >= 500) return 'server-error';
  if (status < 400) return 'ok';
  if (contentType?.startsWith('text/html')) return 'ok';
  try {
    const parsed = JSON.parse(body) as { success?: unknown; errorCode?: unknown };
    return parsed.success === false && typeof parsed.errorCode === 'string' ? 'ok' : 'not-envelope';
  } catch {
    return 'not-envelope';
  }
}
