import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { APP_FILES, APP_PATHS, HOME_PATH } from '@member-app/contract/routes';
import { getBootConfig } from './lib/boot-config';
import { getDeviceId } from './lib/device-id';
import { captureInstallEvents } from './lib/install-event';
import { captureLandingTracking } from './lib/tracking-params';
import { recordEarlyEvents } from './lib/early-events';
import { GAME_STARTED_EVENT } from '@member-app/contract/constants';
import { TRACK_EVENT } from '@member-app/contract/rules/tracking';
import { PREVIEW_PARAM } from '@member-app/contract/rules/preview';
import { initialLanguage, setupI18n } from './lib/i18n';
import { fetchStatus, fetchStatusIfChanged, statusQueryKey } from './lib/site-settings';
import { queryClient } from './app/query-client';
import { readFirstData, seedFirstData } from './app/first-data';
import { AppRouter } from './app/router';
import { preloadPage } from './app/route-table';
import { toRouterPath } from './lib/paths';
import './styles/global.css';

// §2 "/": the root page shows home, keeping its query (affiliate and ad parameters, §9).
if (window.location.pathname === '/') {
  window.history.replaceState(
    null,
    '',
    `${HOME_PATH}${window.location.search}${window.location.hash}`,
  );
}

// §4 the server's shell already showed the splash: the app's splash takes over without popping again.
if (document.querySelector('.boot-splash')) document.documentElement.dataset.bootSplash = '';
// §4 the shell painted home's first banner: no splash covers it (home/splash-rules.ts).
if (document.querySelector('.boot-shell__banner')) document.documentElement.dataset.bootBanner = '';

getDeviceId();
// §3/§9 the landing address's ad and affiliate parameters, kept before the status call sends them (§7 track).
captureLandingTracking();
// §4 the browser's install event fires early; keep it for the install prompt.
captureInstallEvents();
// Tracking and the download prompt load after the page; what happens before is kept for them.
recordEarlyEvents([TRACK_EVENT, GAME_STARTED_EVENT]);
const boot = getBootConfig();

// Before the first render, load the page's chunk and first data, the site settings and the
// language together (the language first: the calls carry it in their Language header, §7).
const i18nReady = setupI18n(initialLanguage(boot.defaultLanguage));
// The console's live preview (a token in the address): home shows the draft's content, put in
// place before the first render. Not awaited here: the preview module imports this entry's chunk,
// and a top-level await of it would wait for itself.
const previewToken = new URLSearchParams(window.location.search).get(PREVIEW_PARAM);
const previewReady = previewToken
  ? import('./app/preview')
      .then((m) => m.followPreview(queryClient, previewToken))
      .catch(() => undefined)
  : null;
// The server wrote the first screen's answers into the page (app/first-data.ts): the site
// settings, and on home the banners and marquee (before the page's prefetches, which then find
// them). Not in a preview, whose draft takes their place.
const firstData = previewToken ? null : readFirstData();
const seededStatus = seedFirstData(queryClient, firstData);
const pageReady = preloadPage(toRouterPath(window.location.pathname), !previewToken);
const statusReady = seededStatus
  ? null
  : queryClient.prefetchQuery({
      queryKey: statusQueryKey,
      queryFn: () => fetchStatus(),
      retry: false,
    });
// The shell reads the site settings (the download bar above the page, the footer, the theme): a
// page whose code came first was drawn without them and pushed down when they came (a layout
// shift), and a store that changes under the first render (a transition) has it done again at
// once, in one blocking task. Without them in the page (a page the service worker kept), the
// server's painted shell stays on screen meanwhile; a slow or failing call holds it no longer than
// FIRST_RENDER_WAIT_MS (a failure shows as §8 says once rendered). The page's own code too:
// rendered before it had loaded, the page drew the loading spinner in place of the painted shell
// for a few frames (route-table.ts lazyPage); a page whose code fails to load renders its error as
// before.
const FIRST_RENDER_WAIT_MS = 1_500;
/**
 * The language, then the status answer and the page's code, before the first render. Awaited in a
 * function, not at the module's top level: a top-level await anywhere turns off the bundler's chunk
 * optimizations, and each page or part loaded on demand then came with a script of re-exports in
 * front of its chunk (a request apiece; issue 14).
 */
async function firstRenderReady() {
  await i18nReady;
  await Promise.race([
    Promise.all([statusReady, pageReady]),
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]);
}

/**
 * §7 the status call carries the visitor's heartbeat (`track`), so it is still made when its answer
 * came with the page: once the page has loaded, and its answer replaces the page's (an equal answer
 * changes nothing on screen). Asked with the page's answer's tag, an unchanged answer is not sent
 * again (304: 1.7 KB less on every first load). A failure leaves the page's answer in place.
 */
const afterLoad = (run: () => void) => {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
};
void firstRenderReady().then(() => {
  if (seededStatus)
    afterLoad(() => {
      const tag = firstData?.statusTag;
      (tag ? fetchStatusIfChanged(tag) : fetchStatus())
        .then((status) => {
          if (status) queryClient.setQueryData(statusQueryKey, status);
        })
        .catch(() => undefined);
    });

  // The service worker precaches the hashed assets for the next visit (vite-plugin-pwa).
  // Not in a preview: a worker would keep the framed page for later visits.
  if (import.meta.env.PROD && 'serviceWorker' in navigator && !previewToken) {
    const register = () =>
      void navigator.serviceWorker
        .register(APP_FILES.serviceWorker, { scope: APP_PATHS.root })
        .catch(() => undefined);
    // The await above may have let the load event pass already (then the worker, and push, never came).
    afterLoad(register);
  }

  // The first render as a transition: React renders it in slices of a few milliseconds instead of
  // one long task, so the page answers taps sooner (total blocking time); the server-painted shell
  // stays on screen until it commits.
  const root = createRoot(document.getElementById('root')!);
  const render = () =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <AppRouter />
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
  if (previewReady) void previewReady.then(render);
  else render();
});
