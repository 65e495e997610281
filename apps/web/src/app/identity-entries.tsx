import { lazy, Suspense, useState } from 'react';
import { useSiteSettings } from '../lib/site-settings';

const MayaEntry = lazy(() =>
  import('../features/auth/components/maya-entry').then((m) => ({ default: m.MayaEntry })),
);
const OneTapHost = lazy(() => import('./one-tap-host').then((m) => ({ default: m.OneTapHost })));

/**
 * A guest's ways in through an identity provider, loaded after the first load: §7 Maya sign-in
 * when the Maya app handed over `sessionId` and `env`, else §4 Google one-tap when the merchant
 * offers it (the full rules are checked inside each).
 */
export default function IdentityEntries() {
  const settings = useSiteSettings().data;
  // Read once: the Maya entry removes the parameters from the address as it starts.
  const [mayaHandOver] = useState(() => {
    const q = new URLSearchParams(window.location.search);
    return q.has('sessionId') && q.has('env');
  });
  const oneTap = !!settings?.whitelabelVal.GOOGLELOGIN3 && !!settings.sms.googleWebClientId;
  return (
    <Suspense fallback={null}>
      {mayaHandOver ? <MayaEntry /> : oneTap ? <OneTapHost /> : null}
    </Suspense>
  );
}
