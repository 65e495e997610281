import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';
import { useSiteSettings } from '../../lib/site-settings';
import { miniGameVariant } from './rules';

// The floating container and its script load only for members who get the mini-game (§6).
const MiniGameFloat = lazy(() => import('./components/mini-game-float'));

/** §2 screen 16: the floating draggable mini-game container, for logged-in members with its flag on (§6). */
export function MiniGameHost() {
  const session = useSession();
  const { data: settings } = useSiteSettings();
  const variant = miniGameVariant({ loggedIn: !!session?.token, flags: settings?.whitelabelVal });
  if (!variant || !session) return null;
  return (
    <Suspense fallback={null}>
      <MiniGameFloat
        key={`${session.merchantCode}:${session.id}:${variant}`}
        variant={variant}
        token={session.token}
        merchant={session.merchantCode}
      />
    </Suspense>
  );
}
