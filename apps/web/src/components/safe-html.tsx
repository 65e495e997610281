import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import './safe-html.css';

let hooked = false;
function purifier() {
  if (!hooked) {
    // Links in server content open outside the app without a window reference.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

export function sanitize(html: string): string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/**
 * Server-provided HTML (announcements, activities, articles), sanitized again with DOMPurify in the
 * browser before display (ARCHITECTURE "HTML sanitizing"): the server already cleaned it, this is
 * the second line.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <div className={`safe-html${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
