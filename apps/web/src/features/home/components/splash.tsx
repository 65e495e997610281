import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { FADE_MS, SPLASH_SESSION_TIME } from '@member-app/contract/constants';
import { readStorage, writeStorage } from '../../../lib/storage';
import { shouldShowSplash } from '../splash-rules';

const SEEN_KEY = 'MC_SPLASH_SEEN';
/** The splash stays at least this long so it does not flicker. */
const MIN_MS = 900;

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
 * on the first home visit of a session, hidden once the page is ready (at least 0.9 s, at most
 * sessionTime 5 s), then fades out in 250 ms and calls onHidden.
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
  const [minElapsed, setMinElapsed] = useState(false);
  const [maxElapsed, setMaxElapsed] = useState(false);
  const fading = maxElapsed || (ready && minElapsed);

  useEffect(() => {
    writeStorage('session', SEEN_KEY, '1');
    const min = setTimeout(() => setMinElapsed(true), MIN_MS);
    const max = setTimeout(() => setMaxElapsed(true), SPLASH_SESSION_TIME * 1000);
    return () => {
      clearTimeout(min);
      clearTimeout(max);
    };
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
