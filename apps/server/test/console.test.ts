import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-instance';
import { buildTestApp } from './helpers';

/**
 * The operator console under /console/ as a browser sees it: the same HTML for every page path
 * (deep links, reloads), revalidated each time; hashed assets cached for a year.
 */

const HTML =
  '<!doctype html><html><head><title>Operator console</title></head><body></body></html>';
let dir: string;
let app: App;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mc-console-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), HTML);
  await writeFile(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  app = await buildTestApp({ CONSOLE_DIST: dir });
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the console under /console/', () => {
  it('answers its HTML at /console/, never cached without revalidation and never indexed', async () => {
    const res = await app.inject({ url: '/console/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.body).toBe(HTML);
  });

  it('answers the same HTML on a deep link or a reload of any screen', async () => {
    for (const url of [
      '/console/login',
      '/console/merchants/demo/settings/theme',
      '/console/merchants/demo/content/banners/12?x=1',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(HTML);
    }
  });

  it('moves /console to /console/ keeping the query', async () => {
    const res = await app.inject({ url: '/console?next=%2Faudit' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/console/?next=%2Faudit');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ url: '/console/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with the 404 envelope, not the HTML', async () => {
    const res = await app.inject({ url: '/console/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('serves a folder configured by a relative CONSOLE_DIST: deep links, a reload, hashed assets', async () => {
    // As an operator writes it in the environment: relative to where the server starts.
    const served = await buildTestApp({ CONSOLE_DIST: path.relative(process.cwd(), dir) });
    try {
      for (const url of ['/console/', '/console/merchants/demo/audit', '/console/login?next=x']) {
        const res = await served.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.body, url).toBe(HTML);
      }
      const asset = await served.inject({ url: '/console/assets/index-AbC123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await served.close();
    }
  });

  it('says how to build it when it is not built', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'mc-console-empty-'));
    const bare = await buildTestApp({ CONSOLE_DIST: empty });
    try {
      const res = await bare.inject({ url: '/console/merchants' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('npm start');
    } finally {
      await bare.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
