import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError } from './api-error';
import { createApiClient } from './api-client';

const BASE = 'http://app.test';
const seen: Request[] = [];
const server = setupServer(
  http.all(`${BASE}/wps/echo`, ({ request }) => {
    seen.push(request.clone());
    return HttpResponse.json({
      success: true,
      message: null,
      errorCode: null,
      value: { n: seen.length },
    });
  }),
  http.all(`${BASE}/wps/session/logout`, ({ request }) => {
    seen.push(request.clone());
    return HttpResponse.json({ success: true, message: null, errorCode: null, value: null });
  }),
  http.get(`${BASE}/wps/refused`, () =>
    HttpResponse.json(
      { success: false, message: 'Name taken', errorCode: 'name.taken', value: { hint: 1 } },
      { status: 400 },
    ),
  ),
  http.get(
    `${BASE}/wps/gateway`,
    () => new HttpResponse('bad gateway', { status: 502, statusText: 'Bad Gateway' }),
  ),
  http.get(`${BASE}/wps/slow`, async () => {
    await delay(500);
    return HttpResponse.json({ success: true, message: null, errorCode: null, value: 1 });
  }),
  http.get(`${BASE}/wps/down`, () => HttpResponse.error()),
  http.get(`${BASE}/manifest.json`, () => HttpResponse.json({ name: 'x' })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let token: string | null = null;
let language: string | null = null;
const client = createApiClient({
  baseUrl: BASE,
  token: () => token,
  merchantCode: (authenticated) => (authenticated ? 'session-merchant' : 'page-merchant'),
  language: () => language,
});

beforeEach(() => {
  seen.length = 0;
  token = null;
  language = null;
  sessionStorage.clear();
});

describe('§7 API client', () => {
  it('§7 defaults: GET, JSON, credentials, Merchant and Language CN', async () => {
    await expect(client.request('/wps/echo')).resolves.toEqual({ n: 1 });
    const req = seen[0]!;
    expect(req.method).toBe('GET');
    expect(req.credentials).toBe('include');
    expect(req.headers.get('merchant')).toBe('page-merchant');
    expect(req.headers.get('language')).toBe('CN');
    expect(req.headers.get('authorization')).toBeNull();
  });

  it('§7 GET with a query; undefined values are left out', async () => {
    await client.get('/wps/echo', { query: { device: 'MOBILE', n: 2, skip: undefined } });
    expect(new URL(seen[0]!.url).search).toBe('?device=MOBILE&n=2');
  });

  it('§7 authenticated calls carry the session token and merchant', async () => {
    token = 'tok-1';
    language = 'VI';
    await client.get('/wps/echo');
    expect(seen[0]!.headers.get('authorization')).toBe('tok-1');
    expect(seen[0]!.headers.get('merchant')).toBe('session-merchant');
    expect(seen[0]!.headers.get('language')).toBe('VI');
  });

  it('§7 no-auth paths never carry the token', async () => {
    token = 'tok-1';
    await client.post('/wps/session/logout');
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(seen[0]!.headers.get('merchant')).toBe('page-merchant');
  });

  it('§7 POST sends JSON with Content-Type and ModuleId', async () => {
    await client.post('/wps/echo', { a: 1 }, { moduleId: 'REG3' });
    const req = seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers.get('content-type')).toBe('application/json');
    expect(req.headers.get('moduleid')).toBe('REG3');
    expect(await req.json()).toEqual({ a: 1 });
  });

  it('§7 PUT and DELETE', async () => {
    await client.put('/wps/echo', { b: 2 });
    await client.del('/wps/echo', { unsubscribeAll: true });
    expect(seen.map((r) => r.method)).toEqual(['PUT', 'DELETE']);
  });

  it("§8 an empty URL rejects with 'url is null' and sends nothing", async () => {
    await expect(client.request('')).rejects.toMatchObject({
      message: 'url is null',
      kind: 'config',
    });
    expect(seen).toHaveLength(0);
  });

  it('§7 success false rejects with the server errorCode, message, status and value', async () => {
    const error = await client.get('/wps/refused').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'envelope',
      code: 'name.taken',
      status: 400,
      message: 'Name taken',
      value: { hint: 1 },
    });
  });

  it('§7 the alert flag travels with the error for the policy above', async () => {
    const error = (await client
      .get('/wps/refused', { alert: false })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.alert).toBe(false);
  });

  it('§8 a 502 is an http error with its status', async () => {
    await expect(client.get('/wps/gateway')).rejects.toMatchObject({ kind: 'http', status: 502 });
  });

  it('§8 a timeout rejects as ECONNABORTED', async () => {
    await expect(client.get('/wps/slow', { timeout: 50 })).rejects.toMatchObject({
      kind: 'timeout',
      code: 'ECONNABORTED',
    });
  });

  it('a refused connection rejects as a network error', async () => {
    await expect(client.get('/wps/down')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('§7 session-storage cache: answers from cache, flush refreshes it', async () => {
    expect(await client.get('/wps/echo', { cache: true })).toEqual({ n: 1 });
    expect(await client.get('/wps/echo', { cache: true })).toEqual({ n: 1 });
    expect(seen).toHaveLength(1);
    expect(await client.get('/wps/echo', { cache: true, flush: true })).toEqual({ n: 2 });
    expect(await client.get('/wps/echo', { cache: true })).toEqual({ n: 2 });
    client.flushCache();
    expect(await client.get('/wps/echo', { cache: true })).toEqual({ n: 3 });
  });

  it('raw answers (manifests) are returned as they are', async () => {
    await expect(client.get('/manifest.json', { raw: true })).resolves.toEqual({ name: 'x' });
  });
});
