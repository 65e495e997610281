import { useState } from 'react';

/**
 * Input elements by field name, for focusing the first invalid field (SPEC §5 "required fields
 * highlighted and focused"). `ref(name)` gives a stable callback ref for the input.
 */
export function useFieldRefs<K extends string = string>() {
  const [api] = useState(() => {
    const elements = new Map<K, HTMLInputElement | null>();
    const callbacks = new Map<K, (el: HTMLInputElement | null) => void>();
    return {
      ref(name: K) {
        let cb = callbacks.get(name);
        if (!cb) {
          cb = (el) => void elements.set(name, el);
          callbacks.set(name, cb);
        }
        return cb;
      },
      focus(name: K | undefined) {
        if (name) elements.get(name)?.focus();
      },
    };
  });
  return api;
}
