import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { HOME_PATH } from '@member-app/contract/routes';
import { getBootConfig } from './lib/boot-config';
import { getDeviceId } from './lib/device-id';
import { captureInstallEvents } from './lib/install-event';
import { initialLanguage, setupI18n } from './lib/i18n';
import { fetchStatus, statusQueryKey } from './lib/site-settings';
import { queryClient } from './app/query-client';
import { AppRouter } from './app/router';
import { preloadPage } from './app/route-table';
import { toRouterPath } from './lib/paths';
import './styles/global.css';

// §2 "/": the root page shows home, keeping its query (affiliate and ad parameters, §9).
if (window.location.pathname === '/') {
  window.history.replaceState(null, '', `${HOME_PATH}${window.location.search}${window.location.hash}`);
}

getDeviceId();
// §4 the browser's install event fires early; keep it for the install prompt.
captureInstallEvents();
const boot = getBootConfig();

// Before the first render, load the page's chunk, the site settings and the language together.
preloadPage(toRouterPath(window.location.pathname));
const i18nReady = setupI18n(initialLanguage(boot.defaultLanguage));
void queryClient.prefetchQuery({ queryKey: statusQueryKey, queryFn: fetchStatus, retry: false });
await i18nReady;

// The service worker precaches the hashed assets for the next visit (vite-plugin-pwa).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/m/sw.js', { scope: '/m/' }).catch(() => undefined));
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRouter />
    </QueryClientProvider>
  </StrictMode>,
);
