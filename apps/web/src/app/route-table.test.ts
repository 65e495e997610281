import { createElement, Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '@member-app/contract/routes';
import { lazyPage, loadAhead, PAGE_LOADERS } from './route-table';
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

  const pageLoader = (text: string) => {
    const Component: ComponentType = () => createElement('p', null, text);
    return () => Promise.resolve({ Component });
  };
  const inSuspense = (Page: ComponentType) =>
    createElement(Suspense, { fallback: createElement('p', null, 'loading') }, createElement(Page));

  it('a page whose code loaded ahead renders in the first pass, never as the loading fallback (issue 14)', async () => {
    const load = pageLoader('the page');
    const Page = lazyPage(load);
    await loadAhead(load);
    render(inSuspense(Page));
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('a page not loaded ahead shows the fallback until its code arrives', async () => {
    const Page = lazyPage(pageLoader('a later page'));
    render(inSuspense(Page));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('a later page')).toBeTruthy();
  });

  it('a page whose code failed to load ahead still loads when it renders', async () => {
    let calls = 0;
    const load = () => {
      calls++;
      return calls === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({
            Component: (() => createElement('p', null, 'loaded on render')) as ComponentType,
          });
    };
    await loadAhead(load);
    render(inSuspense(lazyPage(load)));
    expect(await screen.findByText('loaded on render')).toBeTruthy();
  });
});
