const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text or an attribute value inside server-written HTML (the app's head tags, the redirect page,
 * the built-in identity provider's and the demo vendor's pages): the five characters that could
 * end an element or an attribute, escaped. The one copy every page uses.
 */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
