import {
  MINI_GAME_BOUNDS_MARGIN_RATIO,
  MINI_GAME_CLICK_DEBOUNCE_MS,
  MINI_GAME_DRAG_MIN_PX,
} from '@member-app/contract/constants';

/**
 * Pure rules of the floating mini-game's container (§2 screen 16, §4 mini-game): dragging, bounds,
 * clicks and where it starts. No DOM, no React.
 */

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/** §4 "a drag counts only with at least 2 px movement". */
export function isDrag(start: Point, current: Point): boolean {
  return Math.hypot(current.x - start.x, current.y - start.y) >= MINI_GAME_DRAG_MIN_PX;
}

/** §4 "bounds margin 2% of window width". */
export const boundsMargin = (viewportWidth: number) =>
  viewportWidth * MINI_GAME_BOUNDS_MARGIN_RATIO;

/**
 * Keeps the container inside the window with the §4 margin on every side. When the container is
 * larger than the room left, it sticks to the top-left margin.
 */
export function clampToBounds(position: Point, size: Size, viewport: Size): Point {
  const margin = boundsMargin(viewport.width);
  const maxX = Math.max(margin, viewport.width - size.width - margin);
  const maxY = Math.max(margin, viewport.height - size.height - margin);
  return {
    x: Math.min(Math.max(position.x, margin), maxX),
    y: Math.min(Math.max(position.y, margin), maxY),
  };
}

/** §4 "click debounce 250 ms": a click within 250 ms of the last accepted one is ignored. */
export function acceptClick(lastAcceptedAt: number | null, now: number): boolean {
  return lastAcceptedAt === null || now - lastAcceptedAt >= MINI_GAME_CLICK_DEBOUNCE_MS;
}

/** Keyboard moves (accessibility): arrow keys move by 10 px, with Shift by 50 px; null for other keys. */
export function keyboardMove(position: Point, key: string, shift: boolean): Point | null {
  const step = shift ? 50 : 10;
  switch (key) {
    case 'ArrowLeft':
      return { x: position.x - step, y: position.y };
    case 'ArrowRight':
      return { x: position.x + step, y: position.y };
    case 'ArrowUp':
      return { x: position.x, y: position.y - step };
    case 'ArrowDown':
      return { x: position.x, y: position.y + step };
    default:
      return null;
  }
}

/**
 * Where the container starts: beside the chat button, in its row above the footer navigation, on
 * the side where lines of text end (the right, the left in a right-to-left language): `reserve.end`
 * px from that edge, `reserve.bottom` px above the window's bottom (then clamped). Both floating
 * buttons share the one band that the pages leave free under their last content.
 */
export function initialPosition(
  size: Size,
  viewport: Size,
  reserve: { bottom: number; end: number },
  rtl = false,
): Point {
  return clampToBounds(
    {
      x: rtl ? reserve.end : viewport.width - size.width - reserve.end,
      y: viewport.height - size.height - reserve.bottom,
    },
    size,
    viewport,
  );
}
