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

/** Shows the offline toast whenever the browser loses its connection (renders nothing). */
export function useNetworkStatus(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const onOffline = () => {
      if (announcesOffline(window.location.protocol)) showToast(t('network_offline'), 'error', TOAST_MS);
    };
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, [t]);
}
