import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirebaseChannel } from '@member-app/contract/account';
import { useSiteSettings } from '../../../lib/site-settings';
import { showToast } from '../../../lib/overlay-store';
import { loadIdentityClient } from '../client';
import { alertIdentityError } from '../error-alert';
import { isPrivateBrowser } from '../private-browser';
import { inAndroidApp, socialSignInBlock } from '../rules';
import { BRAND_MARKS } from './brand-icons';
import './social-sign-in.css';

const NAME_KEYS = {
  google: 'identity_channel_google',
  facebook: 'identity_channel_facebook',
  twitter: 'identity_channel_twitter',
  line: 'identity_channel_line',
} as const satisfies Record<FirebaseChannel, string>;

/**
 * §4 Firebase login: a button for each social channel the merchant offers (site settings
 * `sms.channels`), on the login and register screens and dialogs. A click checks §5 (coming_soon
 * in the Android app, not_support_incognito in a private browser: 1.5 s toasts), then the
 * provider's popup gives an id token for the caller to sign in with; its errors follow §8.
 */
export function SocialSignIn({
  onSignedIn,
}: {
  onSignedIn: (channel: FirebaseChannel, idToken: string) => void;
}) {
  const { t } = useTranslation();
  const sms = useSiteSettings().data?.sms;
  const [busy, setBusy] = useState<FirebaseChannel | null>(null);
  const titleId = useId();

  // The client and the private-browser probe are fetched while the form shows, so that the click
  // reaches window.open at once (browsers allow popups only shortly after the user's gesture).
  useEffect(() => {
    if (!sms?.channels.length) return;
    void isPrivateBrowser();
    void loadIdentityClient(sms).catch(() => {});
  }, [sms]);

  if (!sms?.channels.length) return null;

  async function start(channel: FirebaseChannel) {
    if (!sms) return;
    // No native sign-in handler exists in the app shells yet (contract rules/downloads: the shell is
    // only told apart by its user agent or ?inApp): §5 "without a native handler".
    const block = socialSignInBlock({
      channel,
      androidApp: inAndroidApp(window.location.search, navigator.userAgent),
      nativeHandler: false,
      privateBrowser: await isPrivateBrowser(),
    });
    if (block) {
      showToast(t(block), 'info'); // §5 / §9 toasts last 1.5 s.
      return;
    }
    setBusy(channel);
    try {
      const client = await loadIdentityClient(sms);
      const idToken = await client.signIn(channel);
      onSignedIn(channel, idToken);
    } catch (e) {
      await alertIdentityError(e, t);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="social-sign-in" aria-labelledby={titleId}>
      <p className="social-sign-in__divider" id={titleId}>
        {t('identity_or_continue_with')}
      </p>
      <ul className="social-sign-in__list">
        {sms.channels.map((channel) => {
          const Mark = BRAND_MARKS[channel];
          const name = t(NAME_KEYS[channel]);
          return (
            <li key={channel}>
              <button
                type="button"
                className="social-sign-in__button"
                aria-label={t('identity_continue_with', { provider: name })}
                aria-busy={busy === channel}
                onClick={() => void start(channel)}
              >
                <span className="social-sign-in__face">
                  <Mark />
                </span>
                <span aria-hidden="true">{name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
