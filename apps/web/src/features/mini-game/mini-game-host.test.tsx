import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../lib/i18n';
import { clearSession, setSession } from '../../lib/session';
import { MiniGameHost } from './mini-game-host';

const flags = vi.hoisted(() => ({ value: {} }));
vi.mock('../../lib/site-settings', () => ({
  useSiteSettings: () => ({ data: { whitelabelVal: flags.value } }),
}));
const mount = vi.fn(() => ({ unmount: vi.fn() }));
vi.mock('./components/load-mini-game', () => ({
  loadMiniGame: vi.fn(() => Promise.resolve({ variant: 'v1', mount })),
}));

beforeAll(async () => {
  await setupI18n('EN');
  // The host loads the float lazily: load it here, so that the first test's 1 s wait for the
  // toggle is not spent compiling the module on a busy machine.
  await import('./components/mini-game-float');
});
beforeEach(() => {
  mount.mockClear();
  flags.value = { LOTTMINIGAME3: true };
  setSession({
    id: 7,
    token: 'tok',
    merchantCode: 'demo',
    userName: 'amy',
    type: 0,
    firstTimeLogin: false,
  });
});

const toggle = () => screen.findByRole('button', { name: 'Open mini-game' });

describe('§2 screen 16 floating mini-game', () => {
  it('§6 is hidden for guests and for members without the flag', () => {
    clearSession();
    const { container, rerender } = render(<MiniGameHost />);
    expect(container).toBeEmptyDOMElement();
    setSession({
      id: 7,
      token: 'tok',
      merchantCode: 'demo',
      userName: 'amy',
      type: 0,
      firstTimeLogin: false,
    });
    flags.value = {};
    rerender(<MiniGameHost />);
    expect(container).toBeEmptyDOMElement();
  });

  it('§4 a click opens it and mounts the v1 game with the member token; a second click within 250 ms is ignored', async () => {
    render(<MiniGameHost />);
    const button = await toggle();
    // The clock of the debounce is pinned: a slow machine must not turn "within 250 ms" into later.
    const clock = vi.spyOn(performance, 'now').mockReturnValue(10_000);
    fireEvent.click(button);
    await vi.waitFor(() =>
      expect(mount).toHaveBeenCalledWith(expect.any(HTMLElement), {
        token: 'tok',
        merchant: 'demo',
        language: 'EN',
      }),
    );
    expect(button).toHaveAccessibleName('Close mini-game');
    clock.mockReturnValue(10_000 + 249);
    fireEvent.click(button);
    expect(button).toHaveAccessibleName('Close mini-game');
    clock.mockRestore();
  });

  it('§4 a pointer movement under 2 px still counts as a click; a 2 px drag does not', async () => {
    render(<MiniGameHost />);
    const button = await toggle();
    const box = screen.getByTestId('mini-game');
    const left = box.style.left;
    fireEvent.pointerDown(button, {
      pointerId: 1,
      clientX: 100,
      clientY: 100,
      button: 0,
      pointerType: 'touch',
    });
    fireEvent.pointerMove(button, {
      pointerId: 1,
      clientX: 101,
      clientY: 100,
      pointerType: 'touch',
    });
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 101, clientY: 100, pointerType: 'touch' });
    fireEvent.click(button);
    expect(box.style.left).toBe(left);
    expect(button).toHaveAccessibleName('Close mini-game');

    await act(() => new Promise((r) => setTimeout(r, 260)));
    fireEvent.pointerDown(button, {
      pointerId: 2,
      clientX: 100,
      clientY: 100,
      button: 0,
      pointerType: 'touch',
    });
    fireEvent.pointerMove(button, {
      pointerId: 2,
      clientX: 80,
      clientY: 100,
      pointerType: 'touch',
    });
    fireEvent.pointerUp(button, { pointerId: 2, clientX: 80, clientY: 100, pointerType: 'touch' });
    fireEvent.click(button);
    expect(button).toHaveAccessibleName('Close mini-game');
    expect(parseFloat(box.style.left)).toBe(parseFloat(left) - 20);
  });

  it('moves with the arrow keys and stays inside the 2% margin', async () => {
    render(<MiniGameHost />);
    const button = await toggle();
    const box = screen.getByTestId('mini-game');
    for (let i = 0; i < 100; i++) fireEvent.keyDown(button, { key: 'ArrowLeft', shiftKey: true });
    expect(parseFloat(box.style.left)).toBeCloseTo(window.innerWidth * 0.02);
  });
});
