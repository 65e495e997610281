import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitize } from './safe-html';

describe('SafeHtml (server HTML sanitized again in the browser)', () => {
  it('strips script, event handlers and javascript: URLs, keeps the content', () => {
    const { container } = render(
      <SafeHtml html={'<p onclick="x()">Hi<img src="x" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">bad</a><a href="https://ok.test/">ok</a>'} />,
    );
    const html = container.innerHTML;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(container.textContent).toContain('Hi');
    const ok = container.querySelector('a[href="https://ok.test/"]');
    expect(ok?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(ok?.getAttribute('target')).toBe('_blank');
  });

  it('drops iframes and inline styles', () => {
    expect(sanitize('<iframe src="https://evil.test"></iframe><b style="position:fixed">x</b>')).toBe('<b>x</b>');
  });
});
