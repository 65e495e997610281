/** Opens an outside chat or customer-service page in a new window, without giving it this page. */
export function openOutside(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
