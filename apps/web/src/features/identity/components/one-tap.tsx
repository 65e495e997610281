import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { FirebaseChannel } from '@member-app/contract/account';
import { ONE_TAP_DELAY_MS } from '@member-app/contract/constants';
import { inNativeApp } from '@member-app/contract/rules/downloads';
import { useSiteSettings } from '../../../lib/site-settings';
import { useSession } from '../../../lib/session';
import { Button } from '../../../components/button';
import { loadIdentityClient } from '../client';
import { alertIdentityError } from '../error-alert';
import { isPrivateBrowser } from '../private-browser';
import { identityBackend, shouldShowOneTap } from '../rules';
import { BRAND_MARKS } from './brand-icons';
import './one-tap.css';

/** Closing the card keeps it away for the rest of the session (like Google's own cool-down). */
const DISMISSED_KEY = 'MC_ONE_TAP_DISMISSED';
const dismissed = () => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};
const rememberDismissal = () => {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage unavailable: the card simply may come back on the next page load.
  }
};

/**
 * §4 "Google one-tap shows after 500 ms only if GOOGLELOGIN3 is on, not the native app, a
 * googleWebClientId exists, the browser is not private, and no session." With Firebase, Google
 * Identity Services' own prompt; with the built-in provider, a small dismissible card whose
 * button opens the same Google popup as the sign-in buttons. Loaded after the first load.
 */
export function OneTap({
  onSignedIn,
}: {
  onSignedIn: (channel: FirebaseChannel, idToken: string) => void;
}) {
  const { t } = useTranslation();
  const settings = useSiteSettings().data;
  const session = useSession();
  const titleId = useId();
  const [card, setCard] = useState(false);
  const [busy, setBusy] = useState(false);
  const hasSession = !!session?.token;

  useEffect(() => {
    if (!settings || hasSession || dismissed()) return;
    const sms = settings.sms;
    let cancelled = false;
    let cancelPrompt: (() => void) | null = null;
    const timer = setTimeout(() => {
      void (async () => {
        const show = shouldShowOneTap({
          flags: settings.whitelabelVal,
          nativeApp: inNativeApp(window.location.search, navigator.userAgent),
          googleWebClientId: sms.googleWebClientId,
          privateBrowser: await isPrivateBrowser(),
          hasSession,
        });
        if (cancelled || !show || !sms.googleWebClientId) return;
        if (identityBackend(sms) === 'builtin') {
          setCard(true);
          return;
        }
        try {
          const client = await loadIdentityClient(sms);
          const { promptGoogleOneTap } = await import('../google-one-tap');
          if (cancelled) return;
          cancelPrompt = await promptGoogleOneTap(sms.googleWebClientId, (credential) => {
            void client.signInWithGoogleCredential?.(credential).then(
              (idToken) => onSignedIn('google', idToken),
              (e: unknown) => alertIdentityError(e, t),
            );
          });
        } catch {
          // Google's script unreachable: one-tap is an offer, nothing to report.
        }
      })();
    }, ONE_TAP_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      cancelPrompt?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings, hasSession]);

  if (!card || hasSession || !settings) return null;

  const dismiss = () => {
    rememberDismissal();
    setCard(false);
  };

  async function continueWithGoogle() {
    if (!settings || busy) return;
    setBusy(true);
    try {
      const idToken = await (await loadIdentityClient(settings.sms)).signIn('google');
      setCard(false);
      onSignedIn('google', idToken);
    } catch (e) {
      await alertIdentityError(e, t);
    } finally {
      setBusy(false);
    }
  }

  const Mark = BRAND_MARKS.google;
  return (
    <aside
      className="one-tap"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') dismiss();
      }}
    >
      <span className="one-tap__mark">
        <Mark />
      </span>
      <div>
        <h2 className="one-tap__title" id={titleId}>
          {t('one_tap_title')}
        </h2>
        <p className="one-tap__text">{t('one_tap_text', { merchant: settings.merchantName })}</p>
      </div>
      <button
        type="button"
        className="one-tap__close"
        aria-label={t('one_tap_dismiss')}
        onClick={dismiss}
      >
        <X size={20} aria-hidden="true" />
      </button>
      <div className="one-tap__actions">
        <Button block onClick={() => void continueWithGoogle()} aria-busy={busy} disabled={busy}>
          {t('identity_continue_with', { provider: t('identity_channel_google') })}
        </Button>
      </div>
    </aside>
  );
}
