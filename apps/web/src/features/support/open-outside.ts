/** Opens an outside chat or customer-service page in a new window, without giving it this page. */
export function openOutside(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

interface VendorWidgets {
  LiveChatWidget?: { call: (method: string) => void };
  Comm100API?: { open_chat_window?: (e: unknown, id?: unknown) => void };
}

/** Opens a live-chat vendor widget when its script has loaded; false while it has not. */
export function openVendorWidget(): boolean {
  const w = window as unknown as VendorWidgets;
  if (w.LiveChatWidget) {
    w.LiveChatWidget.call('maximize');
    return true;
  }
  if (w.Comm100API?.open_chat_window) {
    w.Comm100API.open_chat_window(undefined);
    return true;
  }
  return false;
}
