import { FORBIDDEN_HTML_TAGS } from '@member-app/contract/rules/content';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { LRUCache } from 'lru-cache';

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

/**
 * The same text always sanitizes the same way, and sanitizing through jsdom costs about a
 * millisecond: the answers of the texts players ask for again and again are kept (bounded by size).
 */
const sanitized = new LRUCache<string, string>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (value, key) => value.length + key.length || 1,
});

export function sanitizeHtml(html: string): string {
  let clean = sanitized.get(html);
  if (clean === undefined) {
    clean = sanitizeNow(html);
    sanitized.set(html, clean);
  }
  return clean;
}

function sanitizeNow(html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [...FORBIDDEN_HTML_TAGS],
    FORBID_ATTR: ['style'],
  });
}
