import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { FADE_MS } from '@member-app/contract/constants';
import { readStorage, writeStorage } from '../../../lib/storage';
import { shouldShowSplash } from '../splash-rules';

const SEEN_KEY = 'MC_SPLASH_SEEN';

/**
 * §4 "once per session if a session flag is set": whether this visit opens with the splash. It is
 * an opening screen, so only when home is the page the app was opened on (React Router gives the
 * initial location the key 'default'), never after navigating to home inside the app.
 */
export function splashWanted(locationKey: string): boolean {
  return (
    locationKey === 'default' &&
    shouldShowSplash({
      oncePerSession: true,
      seenThisSession: readStorage('session', SEEN_KEY) === '1',
      // main.tsx notes what the server's shell showed before the app replaced it.
      firstScreenPainted: document.documentElement.dataset.bootBanner !== undefined,
    })
  );
}

/**
 * §4 "Splash hides after a delay, once per session if a session flag is set; sessionTime 5": shown
 * on the first home visit of a session when home has no banner to show first (where it has one, the
 * server paints that banner instead: `splash-rules.ts`). The server paints it with the HTML, so it
 * is what an arriving player sees while the app's code loads; the app's first render takes it over and fades
 * it out at once (250 ms, CSS), so the delay is the app's start and never more than sessionTime 5 s
 * on a working connection. It no longer waits for the banners (issue "first screen fast"): the
 * page's first screen (header, welcome, shortcuts, the banner's placeholder of its final size) is
 * what the player came for, and the banners call is one more round trip on a mobile network (it
 * answered 50–500 ms after the app's first render in the bench's runs, longer on a real phone; for
 * a returning player whose code comes from the service worker it is all the wait). Waiting for it
 * held the whole page behind the splash, and cost the home page a render of its own when the
 * banners came. A returning player in the same session gets no splash at all.
 */
export function Splash({ name, onHidden }: { name: string; onHidden: () => void }) {
  const { t } = useTranslation();

  useEffect(() => {
    writeStorage('session', SEEN_KEY, '1');
    const timer = setTimeout(onHidden, FADE_MS);
    return () => clearTimeout(timer);
  }, [onHidden]);

  return (
    <div className="splash" role="status" aria-label={t('please_wait')} data-testid="splash">
      <span className="splash__logo" aria-hidden="true">
        <Star size={44} fill="currentColor" />
      </span>
      <span className="splash__name">{name}</span>
    </div>
  );
}
