import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@member-app/contract/constants';
import { showToast } from '../lib/overlay-store';

/**
 * §8 "Offline on https: network_offline message for 1.5 s". Only on https: plain-http pages are
 * local development and test hosts, where the browser's offline events carry no meaning for players.
 */
export function announcesOffline(protocol: string): boolean {
  return protocol === 'https:';
}

/**
 * Shows the offline toast whenever the browser loses its connection, and when it says it is back,
 * asks the server (§7 GET /wps/system/test/ping, 20 s abort): a network interface coming up (a
 * hotel or captive-portal Wi-Fi, a weak signal) does not mean the server can be reached. The
 * player hears "back online" only once the server answers, else the offline message again.
 * Renders nothing.
 */
export function useNetworkStatus(): void {
  const { t } = useTranslation();
  useEffect(() => {
    let live = true;
    let checking = false;
    const onOffline = () => {
      if (announcesOffline(window.location.protocol))
        showToast(t('network_offline'), 'error', TOAST_MS);
    };
    const onOnline = () => {
      if (!announcesOffline(window.location.protocol) || checking) return;
      checking = true;
      // Loaded on the first reconnection, never with the page.
      void import('../lib/server-ping')
        .then((m) => m.pingServer())
        .catch(() => false)
        .then((reachable) => {
          checking = false;
          if (!live) return;
          if (reachable) showToast(t('network_online'), 'success', TOAST_MS);
          else showToast(t('network_offline'), 'error', TOAST_MS);
        });
    };
    // Opened with no network (the installed app, painted by its service worker): said at once, on
    // any protocol, since the page cannot load anything and would otherwise just stay empty.
    if (navigator.onLine === false) showToast(t('network_offline'), 'error', TOAST_MS);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      live = false;
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [t]);
}
