import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSanitizerForTests, SafeHtml, sanitizeWithDomPurify } from './safe-html';

const HOSTILE =
  '<p onclick="x()">Hi<img src="x" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">bad</a><a href="https://ok.test/">ok</a>';

afterEach(() => {
  vi.unstubAllGlobals();
  resetSanitizerForTests();
});

describe('SafeHtml (server HTML sanitized again in the browser)', () => {
  it('without the Sanitizer API (jsdom): DOMPurify strips script, handlers and javascript: URLs, keeps the content', async () => {
    const { container } = render(<SafeHtml html={HOSTILE} />);
    await waitFor(() => expect(container.textContent).toContain('Hi'));
    expect(container.innerHTML).not.toMatch(/<script|onerror|onclick|javascript:/i);
    const ok = container.querySelector('a[href="https://ok.test/"]');
    expect(ok?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(ok?.getAttribute('target')).toBe('_blank');
  });

  it('DOMPurify drops iframes and inline styles', async () => {
    expect(
      await sanitizeWithDomPurify(
        '<iframe src="https://evil.test"></iframe><b style="position:fixed">x</b>',
      ),
    ).toBe('<b>x</b>');
  });

  it('with the Sanitizer API: uses setHTML with images allowed and the forbidden tags removed, and opens links outside', () => {
    const allowed: unknown[] = [];
    const removed: string[] = [];
    class FakeSanitizer {
      allowElement(e: unknown) {
        allowed.push(e);
      }
      removeElement(name: string) {
        removed.push(name);
      }
    }
    vi.stubGlobal('Sanitizer', FakeSanitizer);
    const setHTML = vi.fn(function (this: Element, html: string) {
      // What a browser would leave of the markup (the test checks the wiring, not the browser).
      this.innerHTML = html.includes('ok.test') ? '<a href="https://ok.test/">ok</a>' : '';
    });
    (Element.prototype as unknown as { setHTML?: unknown }).setHTML = setHTML;
    try {
      const { container } = render(<SafeHtml html={HOSTILE} />);
      expect(setHTML).toHaveBeenCalledWith(HOSTILE, { sanitizer: expect.any(FakeSanitizer) });
      expect(allowed).toEqual([{ name: 'img', attributes: ['src', 'alt', 'width', 'height'] }]);
      expect(removed).toEqual(expect.arrayContaining(['iframe', 'form', 'style']));
      expect(container.querySelector('a')?.getAttribute('target')).toBe('_blank');
    } finally {
      delete (Element.prototype as unknown as { setHTML?: unknown }).setHTML;
    }
  });
});
