import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '@member-app/contract/routes';
import { PAGE_LOADERS } from './route-table';
import { toRouterPath } from '../lib/paths';

describe('§2 route table', () => {
  it('has a lazily loaded page for every route of §2, and no other', () => {
    const table = Object.keys(PAGE_LOADERS)
      .filter((p) => p !== '/')
      .sort();
    expect(table).toEqual(APP_ROUTES.map((r) => toRouterPath(r.path)).sort());
  });

  it('home, index and index.html share one page; register and register.html too', () => {
    expect(PAGE_LOADERS['/index']).toBe(PAGE_LOADERS['/home']);
    expect(PAGE_LOADERS['/index.html']).toBe(PAGE_LOADERS['/home']);
    expect(PAGE_LOADERS['/register.html']).toBe(PAGE_LOADERS['/register']);
  });

  it('every page module exports a Component', async () => {
    for (const load of new Set(Object.values(PAGE_LOADERS))) {
      const mod = await load();
      expect(typeof mod.Component).toBe('function');
    }
  });
});
