/**
 * Google Identity Services one-tap (§4), for merchants whose identity provider is Firebase: the
 * script is loaded on demand, and the Google credential it gives is exchanged by the Firebase
 * client for a Firebase id token. It needs Google's servers, so it is not exercised offline.
 */
const GSI_SRC = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(config: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        auto_select?: boolean;
        cancel_on_tap_outside?: boolean;
        use_fedcm_for_prompt?: boolean;
        itp_support?: boolean;
      }): void;
      prompt(): void;
      cancel(): void;
    };
  };
}

let script: Promise<GoogleIdentity> | null = null;

function loadGsi(): Promise<GoogleIdentity> {
  script ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = GSI_SRC;
    el.async = true;
    el.onload = () => {
      const google = (window as Window & { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google Identity Services did not load'));
    };
    el.onerror = () => {
      script = null;
      reject(new Error('Google Identity Services did not load'));
    };
    document.head.append(el);
  });
  return script;
}

/** Shows Google's one-tap prompt; `onCredential` receives the Google id token. Returns a cancel function. */
export async function promptGoogleOneTap(
  clientId: string,
  onCredential: (credential: string) => void,
): Promise<() => void> {
  const google = await loadGsi();
  google.accounts.id.initialize({
    client_id: clientId,
    callback: (r) => r.credential && onCredential(r.credential),
    auto_select: false,
    cancel_on_tap_outside: true,
    use_fedcm_for_prompt: true,
    itp_support: true,
  });
  google.accounts.id.prompt();
  return () => google.accounts.id.cancel();
}
