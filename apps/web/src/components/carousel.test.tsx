import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../lib/i18n';
import { Carousel } from './carousel';

beforeAll(async () => {
  await setupI18n('EN');
});

afterEach(() => vi.useRealTimers());

const current = () =>
  screen
    .getAllByRole('button', { name: /^Go to slide \d+$/ })
    .findIndex((b) => b.getAttribute('aria-current') === 'true') + 1;

describe('Carousel autoplay', () => {
  it('moves on every autoplayMs, and a slide the player picks stays its full delay', () => {
    vi.useFakeTimers();
    render(
      <Carousel
        label="Featured promotions"
        slides={['one', 'two', 'three', 'four'].map((s) => (
          <p key={s}>{s}</p>
        ))}
        autoplayMs={5000}
      />,
    );
    expect(current()).toBe(1);
    act(() => void vi.advanceTimersByTime(5000));
    expect(current()).toBe(2);
    act(() => void vi.advanceTimersByTime(4900));
    // Picked 100 ms before autoplay would have moved on.
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(current()).toBe(4);
    act(() => void vi.advanceTimersByTime(4900));
    expect(current()).toBe(4);
    act(() => void vi.advanceTimersByTime(100));
    // Looping: after the last slide comes the first.
    expect(current()).toBe(1);
  });
});
