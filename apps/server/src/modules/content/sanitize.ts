import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Every server-provided HTML (announcements, activities, articles) is sanitized before it is sent
 * (ARCHITECTURE "HTML sanitizing"); the app sanitizes again before display. One jsdom window is
 * enough: DOMPurify keeps no state between calls.
 */
const purify = createDOMPurify(new JSDOM('').window);

/** The part of a DOM element the hook touches (the server compiles without the DOM library). */
interface AttributeNode {
  tagName?: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

purify.addHook('afterSanitizeAttributes', (node) => {
  // Links in content open outside the app and never hand it a window reference.
  const el = node as unknown as AttributeNode;
  if (el.tagName === 'A' && el.getAttribute('href')) {
    el.setAttribute('target', '_blank');
    el.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['style'],
  });
}
