import { describe, expect, it } from 'vitest';
import {
  acceptClick,
  boundsMargin,
  clampToBounds,
  initialPosition,
  isDrag,
  keyboardMove,
} from './float-rules';

describe('§4 a drag counts only with at least 2 px movement', () => {
  it('§4 1 px (or 1.4 px diagonally) is a click, 2 px is a drag', () => {
    expect(isDrag({ x: 10, y: 10 }, { x: 11, y: 10 })).toBe(false);
    expect(isDrag({ x: 10, y: 10 }, { x: 11, y: 11 })).toBe(false);
    expect(isDrag({ x: 10, y: 10 }, { x: 12, y: 10 })).toBe(true);
    expect(isDrag({ x: 10, y: 10 }, { x: 10, y: 8 })).toBe(true);
  });
});

describe('§4 bounds margin 2% of window width', () => {
  const viewport = { width: 400, height: 800 };
  const size = { width: 60, height: 60 };
  it('§4 the margin is 2% of the width', () => expect(boundsMargin(400)).toBe(8));
  it('§4 keeps the container inside with the margin on every side', () => {
    expect(clampToBounds({ x: -50, y: -50 }, size, viewport)).toEqual({ x: 8, y: 8 });
    expect(clampToBounds({ x: 1000, y: 1000 }, size, viewport)).toEqual({ x: 332, y: 732 });
    expect(clampToBounds({ x: 100, y: 200 }, size, viewport)).toEqual({ x: 100, y: 200 });
  });
  it('§4 a shrunken window pulls the container back inside', () => {
    const at = { x: 332, y: 732 };
    expect(clampToBounds(at, size, { width: 300, height: 500 })).toEqual({ x: 234, y: 434 });
  });
  it('§4 a container larger than the room sticks to the top-left margin', () => {
    expect(clampToBounds({ x: 50, y: 50 }, { width: 500, height: 900 }, viewport)).toEqual({
      x: 8,
      y: 8,
    });
  });
  it('starts beside the chat button, on the side where lines end, above the footer', () => {
    const reserve = { bottom: 100, end: 80 };
    expect(initialPosition(size, viewport, reserve)).toEqual({ x: 260, y: 640 });
    // Right-to-left (Urdu): the same height, mirrored.
    expect(initialPosition(size, viewport, reserve, true)).toEqual({ x: 80, y: 640 });
    // Clamped into a narrow window.
    expect(initialPosition(size, { width: 100, height: 800 }, reserve).x).toBe(boundsMargin(100));
  });
});

describe('§4 click debounce 250 ms', () => {
  it('§4 accepts the first click and one 250 ms later, ignores one in between', () => {
    expect(acceptClick(null, 1000)).toBe(true);
    expect(acceptClick(1000, 1249)).toBe(false);
    expect(acceptClick(1000, 1250)).toBe(true);
  });
});

describe('keyboard moves (accessible dragging)', () => {
  it('moves 10 px per arrow key, 50 px with Shift, ignores other keys', () => {
    expect(keyboardMove({ x: 100, y: 100 }, 'ArrowLeft', false)).toEqual({ x: 90, y: 100 });
    expect(keyboardMove({ x: 100, y: 100 }, 'ArrowDown', true)).toEqual({ x: 100, y: 150 });
    expect(keyboardMove({ x: 100, y: 100 }, 'Enter', false)).toBeNull();
  });
});
