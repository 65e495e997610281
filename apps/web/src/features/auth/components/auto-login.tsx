import { useEffect, useRef } from 'react';
import { useSiteSettings } from '../../../lib/site-settings';
import { getSession } from '../../../lib/session';
import { autoLoginValue, hasRememberedLogin } from '../../../lib/auto-login-flag';
import { getBootConfig } from '../../../lib/boot-config';
import { shouldAutoLogin } from '../rules';
import { loadRememberedLogin } from '../remembered-login';
import { useLoginFlow } from '../use-login-flow';

/**
 * §4 Auto-login on a new visit with the remembered login, by the exact conditions of §4. Runs
 * once, when the site settings (the MOBILEAUTOLOGIN3 flag) are known.
 */
export default function AutoLogin() {
  const settings = useSiteSettings().data;
  const flow = useLoginFlow();
  const done = useRef(false);
  useEffect(() => {
    if (!settings || done.current) return;
    done.current = true;
    if (!hasRememberedLogin()) return;
    void (async () => {
      const remembered = await loadRememberedLogin();
      const go = shouldAutoLogin({
        hasSession: !!getSession(),
        search: window.location.search,
        flags: settings.whitelabelVal,
        autoLoginValue: autoLoginValue(),
        remembered,
        merchantCode: getBootConfig().merchantCode || settings.merchantCode,
      });
      if (go && remembered)
        await flow.submit(
          { type: remembered.type, username: remembered.username, password: remembered.password },
          true,
          { auto: true },
        );
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings]);
  return null;
}
