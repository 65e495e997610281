import { afterAll, beforeAll, vi } from 'vitest';

/**
 * For tests of the language files (i18n-*.test.ts): `fetch` answers these built files by address
 * (404 for any other) while the file's tests run. Returns the addresses asked for, in order.
 */
export function serveLanguageFiles(files: Record<string, Record<string, string>>): string[] {
  const fetched: string[] = [];
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : input.toString();
      fetched.push(url);
      const body = files[url];
      return Promise.resolve(body ? Response.json(body) : new Response('', { status: 404 }));
    });
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
  return fetched;
}
