import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor give up after this long. The 1 s default counts the first load of a lazily
// imported screen, which Vitest transforms on demand: on a loaded two-core machine that alone took
// longer. A ceiling, not a wait: a passing query returns as soon as the element is there.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no <dialog> methods; the browser tests cover the real element.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

afterEach(() => cleanup());
