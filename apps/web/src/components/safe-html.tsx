import { useLayoutEffect, useRef } from 'react';
import type DOMPurifyType from 'dompurify';
import { FORBIDDEN_HTML_TAGS } from '@member-app/contract/rules/content';
import './safe-html.css';

// ----- the browser's HTML Sanitizer API (Element.setHTML) -----

interface NativeSanitizer {
  allowElement(element: { name: string; attributes: string[] }): void;
  removeElement(name: string): void;
}
type SetHtml = (html: string, options: { sanitizer: NativeSanitizer }) => void;

let native: NativeSanitizer | null | undefined;
/** A configured native sanitizer, or null where the browser has none. */
function nativeSanitizer(): NativeSanitizer | null {
  if (native !== undefined) return native;
  native = null;
  const Ctor = (globalThis as { Sanitizer?: new () => NativeSanitizer }).Sanitizer;
  const setHtml =
    typeof Element !== 'undefined'
      ? (Element.prototype as { setHTML?: unknown }).setHTML
      : undefined;
  if (!Ctor || typeof setHtml !== 'function') return native;
  try {
    const s = new Ctor();
    // Content images (the safe default drops them); scripts, handlers and javascript: stay out.
    s.allowElement({ name: 'img', attributes: ['src', 'alt', 'width', 'height'] });
    for (const tag of FORBIDDEN_HTML_TAGS) s.removeElement(tag);
    native = s;
  } catch {
    native = null;
  }
  return native;
}

/** Links in server content open outside the app without a window reference. */
function externalLinks(root: ParentNode): void {
  for (const a of root.querySelectorAll('a[href]')) {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
}

// ----- DOMPurify, loaded only where the browser has no sanitizer -----

type Purify = typeof DOMPurifyType;
let purify: Promise<Purify> | null = null;
function loadPurify(): Promise<Purify> {
  return (purify ??= import('dompurify').then(({ default: DOMPurify }) => {
    // Without a usable document (a page or test environment torn down meanwhile) DOMPurify comes
    // without hooks and cannot sanitize: sanitizeWithDomPurify then shows nothing.
    if (!DOMPurify.isSupported) return DOMPurify;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return DOMPurify;
  }));
}

/** DOMPurify's result for a piece of server HTML (the path of browsers without setHTML). */
export async function sanitizeWithDomPurify(html: string): Promise<string> {
  const DOMPurify = await loadPurify();
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [...FORBIDDEN_HTML_TAGS],
    FORBID_ATTR: ['style'],
  });
}

/** Tests only: forget the detected sanitizer. */
export function resetSanitizerForTests(): void {
  native = undefined;
}

/**
 * Server-provided HTML (announcements, activities, articles), sanitized again in the browser
 * before display (ARCHITECTURE "HTML sanitizing"; the server already cleaned it with DOMPurify, this
 * is the second line). Browsers with the HTML Sanitizer API use it (no download); the others load
 * DOMPurify on demand, so neither is on the first-load path.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const sanitizer = nativeSanitizer();
    if (sanitizer) {
      (el as unknown as { setHTML: SetHtml }).setHTML(html, { sanitizer });
      externalLinks(el);
      return;
    }
    let current = true;
    el.replaceChildren();
    void sanitizeWithDomPurify(html).then((clean) => {
      if (current) el.innerHTML = clean;
    });
    return () => {
      current = false;
    };
  }, [html]);
  return <div ref={ref} className={`safe-html${className ? ` ${className}` : ''}`} />;
}
