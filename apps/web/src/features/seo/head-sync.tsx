import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { canonicalUrl, needsNoindex, SEO_FALLBACK_PATH } from '@member-app/contract/rules/seo';
import { getBootConfig } from '../../lib/boot-config';
import { toFullPath } from '../../lib/paths';

function upsertMeta(name: string, content: string | null) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

function upsertCanonical(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

/**
 * ARCHITECTURE "SEO tags": the server writes title, description, canonical and robots for the
 * first page; this keeps them right on client-side navigation, by the same rules (§2).
 */
export function HeadSync() {
  const { pathname } = useLocation();
  useEffect(() => {
    const full = toFullPath(pathname);
    const { seo, merchantName } = getBootConfig();
    const entry = seo[full] ?? seo[SEO_FALLBACK_PATH];
    document.title = entry?.title ?? (merchantName || document.title);
    if (entry?.description) upsertMeta('description', entry.description);
    upsertCanonical(canonicalUrl(entry, window.location.origin, full));
    upsertMeta('robots', needsNoindex(window.location.host, full) ? 'noindex' : null);
  }, [pathname]);
  return null;
}
