import { lazy, Suspense } from 'react';

const MayaEntry = lazy(() =>
  import('../features/auth/components/maya-entry').then((m) => ({ default: m.MayaEntry })),
);
const OneTapHost = lazy(() => import('./one-tap-host').then((m) => ({ default: m.OneTapHost })));

/**
 * A guest's way in through an identity provider, loaded after the first load and only where one is
 * offered (after-load-parts.tsx decides): §7 Maya sign-in when the Maya app handed over `sessionId`
 * and `env`, else §4 Google one-tap (the full rules are checked inside each).
 */
export default function IdentityEntries({ entry }: { entry: 'maya' | 'one-tap' }) {
  return <Suspense fallback={null}>{entry === 'maya' ? <MayaEntry /> : <OneTapHost />}</Suspense>;
}
