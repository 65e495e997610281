import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { FADE_MS, SPLASH_SESSION_TIME } from '@member-app/contract/constants';
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
    })
  );
}

/**
 * §4 "Splash hides after a delay, once per session if a session flag is set; sessionTime 5": shown
 * on the first home visit of a session (the server paints it with the HTML, so it is the first
 * thing an arriving player sees), and it starts to fade (250 ms) the moment the first screen is
 * ready (the banners), at the latest after sessionTime 5 s. It no longer stays a minimum time: a
 * 0.9 s minimum plus the fade held the first banner back by up to 1.15 s on a fast connection and
 * was 2.5 s of Lighthouse's largest-contentful-paint render delay on /m/home (issue "first screen
 * fast"); on a slow one the banners arrive after it anyway. A returning player (same session) gets
 * no splash at all.
 */
export function Splash({
  name,
  ready,
  onHidden,
}: {
  name: string;
  ready: boolean;
  onHidden: () => void;
}) {
  const { t } = useTranslation();
  const [maxElapsed, setMaxElapsed] = useState(false);
  const fading = maxElapsed || ready;

  useEffect(() => {
    writeStorage('session', SEEN_KEY, '1');
    const max = setTimeout(() => setMaxElapsed(true), SPLASH_SESSION_TIME * 1000);
    return () => clearTimeout(max);
  }, []);

  useEffect(() => {
    if (!fading) return;
    const timer = setTimeout(onHidden, FADE_MS);
    return () => clearTimeout(timer);
  }, [fading, onHidden]);

  return (
    <div
      className={`splash${fading ? ' is-fading' : ''}`}
      role="status"
      aria-label={t('please_wait')}
      data-testid="splash"
    >
      <span className="splash__logo" aria-hidden="true">
        <Star size={44} fill="currentColor" />
      </span>
      <span className="splash__name">{name}</span>
    </div>
  );
}
