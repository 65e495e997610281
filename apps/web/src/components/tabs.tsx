import { useRef, type KeyboardEvent } from 'react';
import './form.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs; the panel is labelled by its tab.
 * The caller renders the panel with `id={`${idBase}-panel`}` and `aria-labelledby={`${idBase}-${key}`}`.
 */
export function Tabs<K extends string>(props: {
  idBase: string;
  label: string;
  items: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const move = (e: KeyboardEvent, index: number) => {
    const n = props.items.length;
    const next =
      e.key === 'ArrowRight'
        ? (index + 1) % n
        : e.key === 'ArrowLeft'
          ? (index - 1 + n) % n
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? n - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    const item = props.items[next]!;
    props.onSelect(item.key);
    refs.current[item.key]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={props.label}>
      {props.items.map((item, i) => (
        <button
          key={item.key}
          ref={(el) => {
            refs.current[item.key] = el;
          }}
          type="button"
          role="tab"
          id={`${props.idBase}-${item.key}`}
          aria-selected={item.key === props.selected}
          aria-controls={`${props.idBase}-panel`}
          tabIndex={item.key === props.selected ? 0 : -1}
          className="tabs__tab"
          onClick={() => props.onSelect(item.key)}
          onKeyDown={(e) => move(e, i)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
