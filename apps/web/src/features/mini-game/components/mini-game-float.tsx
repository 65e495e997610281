import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Dices, X } from 'lucide-react';
import { MINI_GAME_BOUNDS_POLL_MS } from '@member-app/contract/constants';
import { Spinner } from '../../../components/spinner';
import { useUiLanguage } from '../../../lib/i18n';
import {
  acceptClick,
  clampToBounds,
  initialPosition,
  isDrag,
  keyboardMove,
  type Point,
} from '../float-rules';
import type { MiniGameVariant } from '../rules';
import { loadMiniGame } from './load-mini-game';
import './mini-game-float.css';

interface Props {
  variant: MiniGameVariant;
  token: string;
  merchant: string;
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
/**
 * Where the closed toggle (56 px) first appears: 14 px above the 62 px footer navigation
 * (--mc-footer-height), 14 px from the edge where lines end, in the band every page leaves free
 * under its last content (app-layout.css).
 */
const START_RESERVE = { bottom: 62 + 14, end: 14 };

/**
 * §2 screen 16 / §4 mini-game: a floating container dragged with pointer events (a drag needs 2 px),
 * toggled by a debounced click (250 ms), kept inside the window with a 2% margin, bounds re-checked
 * every 250 ms. The toggle is a labelled button; arrow keys move it.
 */
export default function MiniGameFloat({ variant, token, merchant }: Props) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const boxRef = useRef<HTMLDivElement>(null);
  const gameRef = useRef<HTMLDivElement>(null);
  // The closed container is the 56 px toggle (see the CSS); the 250 ms bounds check corrects the rest.
  const [position, setPosition] = useState<Point>(() =>
    initialPosition(
      { width: 56, height: 56 },
      viewport(),
      START_RESERVE,
      document.documentElement.dir === 'rtl',
    ),
  );
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const drag = useRef<{ pointerId: number; start: Point; origin: Point; moved: boolean } | null>(
    null,
  );
  const suppressClick = useRef(false);
  const lastClick = useRef<number | null>(null);

  const size = useCallback(() => {
    const rect = boxRef.current?.getBoundingClientRect();
    return { width: rect?.width ?? 56, height: rect?.height ?? 56 };
  }, []);

  // §4 bounds polled every 250 ms (resize, rotation, the container growing when opened).
  useEffect(() => {
    const check = () =>
      setPosition((current) => {
        if (drag.current?.moved) return current;
        const next = clampToBounds(current, size(), viewport());
        return next.x === current.x && next.y === current.y ? current : next;
      });
    const timer = window.setInterval(check, MINI_GAME_BOUNDS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [size]);

  // Opening shows the mini-game: load the script on demand and mount it into the container.
  useEffect(() => {
    if (!open) return;
    let handle: { unmount(): void } | null = null;
    let cancelled = false;
    loadMiniGame(variant).then(
      (api) => {
        if (cancelled || !gameRef.current) return;
        handle = api.mount(gameRef.current, { token, merchant, language });
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('error');
      },
    );
    return () => {
      cancelled = true;
      handle?.unmount();
    };
  }, [open, variant, token, merchant, language]);

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // Capture keeps the drag when the pointer outruns the button (absent in jsdom).
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = {
      pointerId: e.pointerId,
      start: { x: e.clientX, y: e.clientY },
      origin: position,
      moved: false,
    };
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    const current = { x: e.clientX, y: e.clientY };
    // §4 only a movement of at least 2 px is a drag; less stays a click.
    if (!d.moved && !isDrag(d.start, current)) return;
    d.moved = true;
    setPosition(
      clampToBounds(
        { x: d.origin.x + current.x - d.start.x, y: d.origin.y + current.y - d.start.y },
        size(),
        viewport(),
      ),
    );
  };
  const endDrag = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    drag.current = null;
    // The click that follows a real drag is not a click.
    suppressClick.current = d.moved;
  };
  const onClick = () => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    const now = performance.now();
    // §4 click debounce 250 ms.
    if (!acceptClick(lastClick.current, now)) return;
    lastClick.current = now;
    setStatus(open ? 'idle' : 'loading');
    setOpen(!open);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const next = keyboardMove(position, e.key, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    setPosition(clampToBounds(next, size(), viewport()));
  };

  return (
    <div
      ref={boxRef}
      className={`mini-game${open ? ' mini-game--open' : ''}`}
      style={{ left: position.x, top: position.y }}
      data-testid="mini-game"
      data-variant={variant}
    >
      <div className="mini-game__bar">
        <button
          type="button"
          className="mini-game__toggle"
          aria-label={open ? t('mini_game_close') : t('mini_game_open')}
          aria-expanded={open}
          aria-describedby="mini-game-hint"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onClick={onClick}
          onKeyDown={onKeyDown}
        >
          {open ? <X size={22} aria-hidden /> : <Dices size={26} aria-hidden />}
        </button>
        {open ? <span className="mini-game__title">{t('mini_game_title')}</span> : null}
        <span id="mini-game-hint" className="visually-hidden">
          {t('mini_game_move_hint')}
        </span>
      </div>
      {open ? (
        <div className="mini-game__panel" role="region" aria-label={t('mini_game_title')}>
          {status === 'loading' ? <Spinner label={t('please_wait')} /> : null}
          {status === 'error' ? (
            <p className="mini-game__error">{t('mini_game_load_error')}</p>
          ) : null}
          <div ref={gameRef} className="mini-game__content" />
        </div>
      ) : null}
    </div>
  );
}
