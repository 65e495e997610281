import { useCallback } from 'react';
import type { Banner } from '@member-app/contract/schemas/content';
import { useAppNavigate } from '../../../components/app-link';
import { toRouterPath } from '../../../lib/paths';
import { getSession } from '../../../lib/session';
import { bannerClick } from '../banner-rules';

/** Carries out §2 "Banner click by linkageType" (the decision is rules.bannerClick). */
export function useBannerClick() {
  const navigate = useAppNavigate();
  return useCallback(
    (banner: Banner) => {
      const session = getSession();
      const action = bannerClick(banner, {
        loggedIn: !!session?.token,
        token: session?.token,
        userName: session?.userName,
      });
      if (action.type === 'navigate') navigate(toRouterPath(action.to));
      else if (action.type === 'open') window.open(action.url, '_blank', 'noopener');
    },
    [navigate],
  );
}
