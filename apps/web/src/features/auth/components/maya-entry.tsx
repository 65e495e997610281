import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { getSession } from '../../../lib/session';
import { useSiteSettings } from '../../../lib/site-settings';
import { useAppNavigate } from '../../../components/app-link';
import { mayaEntry } from '../rules';
import { useLoginFlow } from '../use-login-flow';

/**
 * §7 POST /wps/session/login/maya: the app was opened by the Maya app with `sessionId` and `env`.
 * Runs once: the hand-over parameters leave the address bar at once (a replace, never a history
 * entry), then the sign-in runs and goes to /m/home, or the server's message is shown.
 */
export function MayaEntry() {
  const settings = useSiteSettings().data;
  const location = useLocation();
  const navigate = useAppNavigate();
  const flow = useLoginFlow();
  const ran = useRef(false);

  useEffect(() => {
    if (!settings || ran.current) return;
    const entry = mayaEntry({
      search: location.search,
      mayaEnabled: settings.maya.enabled,
      hasSession: !!getSession(),
    });
    if (!entry) return;
    ran.current = true;
    // The preserved parameters of §9 stay; sessionId and env are not among them.
    navigate(location.pathname, { replace: true });
    void flow.signInWithMaya(entry);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings]);

  return null;
}
