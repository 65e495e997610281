import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './lazy-image';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SRC = '/static/demo/content/banner.svg';

describe('§9 lazy image', () => {
  it('§9 threshold 100: observed with a 100 px margin, loaded once it intersects', () => {
    let callback: IntersectionObserverCallback = () => undefined;
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, o: IntersectionObserverInit) {
          callback = cb;
          options.push(o);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<LazyImage src={SRC} alt="Banner" />);
    expect(options).toEqual([{ rootMargin: '100px' }]);
    expect(screen.getByRole('img', { name: 'Banner' })).not.toHaveAttribute('src');
    act(() =>
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('src', SRC);
  });

  it('§9 without IntersectionObserver: a scroll check throttled to 150 ms, within 100 px of the viewport', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', undefined);
    let top = window.innerHeight + 150;
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ top, bottom: top + 100 }) as DOMRect);
    render(<LazyImage src={SRC} alt="Banner" />);
    const img = screen.getByRole('img', { name: 'Banner' });
    expect(img).not.toHaveAttribute('src');
    // Scrolled to 99 px below the viewport: inside the threshold, but the check waits for the throttle.
    top = window.innerHeight + 99;
    act(() => void window.dispatchEvent(new Event('scroll')));
    act(() => void vi.advanceTimersByTime(149));
    expect(img).not.toHaveAttribute('src');
    act(() => void vi.advanceTimersByTime(1));
    expect(img).toHaveAttribute('src', SRC);
    rect.mockRestore();
  });
});
