import { createElement, Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand';

const inSuspense = (Part: ComponentType) =>
  createElement(
    Suspense,
    { fallback: createElement('p', null, 'placeholder') },
    createElement(Part),
  );
const module = (text: string) => ({
  Section: (() => createElement('p', null, text)) as ComponentType,
});

describe('code loaded on demand (issue 14)', () => {
  it('a part whose code is in renders in the first pass, never as its placeholder', async () => {
    const later = onDemand(() => Promise.resolve(module('the lanes')));
    const Part = later.part((m) => m.Section);
    await later.load();
    render(inSuspense(Part));
    expect(screen.getByText('the lanes')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
  });

  it('a part rendered before its code is in shows its placeholder until the code comes', async () => {
    const later = onDemand(() => Promise.resolve(module('the referral entry')));
    render(inSuspense(later.part((m) => m.Section)));
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(await screen.findByText('the referral entry')).toBeTruthy();
  });

  it('asks for the code once, and again after a failure', async () => {
    let calls = 0;
    const later = onDemand(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(module('x')),
    );
    await expect(later.load()).rejects.toThrow('offline');
    await later.load();
    await later.load();
    expect(calls).toBe(2);
  });
});
