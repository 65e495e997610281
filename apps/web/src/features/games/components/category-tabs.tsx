import { useEffect, useRef, type KeyboardEvent } from 'react';
import {
  Cherry,
  Clapperboard,
  Fish,
  Gamepad2,
  Spade,
  Ticket,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import type { GameCategory } from '@member-app/contract/schemas/games';
import { LazyImage } from '../../../components/lazy-image';

const ICONS: Record<string, LucideIcon> = {
  ELOTT: Ticket,
  RNG: Cherry,
  LIVE: Clapperboard,
  FISH: Fish,
  PVP: Spade,
  SPORTS: Trophy,
};

/**
 * The game categories as WAI-ARIA tabs (arrow keys, Home, End), scrolling sideways on a narrow
 * screen; the selected tab is scrolled into view.
 */
export function CategoryTabs(props: {
  idBase: string;
  label: string;
  categories: GameCategory[];
  selected: string;
  onSelect: (category: string) => void;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const { categories, selected: current } = props;
  // Keeps the selected tab in view sideways (never scrolls the page up or down).
  useEffect(() => {
    const el = refs.current[current];
    const strip = el?.parentElement;
    if (!el || !strip || typeof strip.scrollTo !== 'function') return;
    strip.scrollTo({
      left: el.offsetLeft - (strip.clientWidth - el.offsetWidth) / 2,
      behavior: 'smooth',
    });
  }, [current]);
  const move = (e: KeyboardEvent, index: number) => {
    const n = categories.length;
    const keys: Record<string, number> = {
      ArrowRight: (index + 1) % n,
      ArrowLeft: (index - 1 + n) % n,
      Home: 0,
      End: n - 1,
    };
    const next = keys[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const c = categories[next]!;
    props.onSelect(c.category);
    refs.current[c.category]?.focus();
  };
  return (
    <div className="games-tabs" role="tablist" aria-label={props.label}>
      {categories.map((c, i) => {
        const Icon = ICONS[c.category] ?? Gamepad2;
        const selected = c.category === props.selected;
        return (
          <button
            key={c.category}
            ref={(el) => {
              refs.current[c.category] = el;
            }}
            type="button"
            role="tab"
            id={`${props.idBase}-${c.category}`}
            aria-selected={selected}
            aria-controls={`${props.idBase}-panel`}
            tabIndex={selected ? 0 : -1}
            className="games-tabs__tab"
            onClick={() => props.onSelect(c.category)}
            onKeyDown={(e) => move(e, i)}
          >
            <span className="games-tabs__icon" aria-hidden="true">
              {c.icon ? (
                <LazyImage src={c.icon} alt="" width={22} height={22} />
              ) : (
                <Icon size={20} />
              )}
            </span>
            <span className="games-tabs__label">{c.name}</span>
          </button>
        );
      })}
    </div>
  );
}
