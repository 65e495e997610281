import { OneTap } from '../features/identity/components/one-tap';
import { SecondFactorModal } from '../features/auth/components/second-factor-modal';
import { useLoginFlow } from '../features/auth/use-login-flow';
import { showLogin } from '../lib/auth-dialogs';

/**
 * §4 Google one-tap: the identity feature's prompt, signing in through the auth feature's firebase
 * login (bind_customer_required asks in a dialog whose "existing account" opens the login dialog).
 */
export function OneTapHost() {
  const flow = useLoginFlow();
  return (
    <>
      <OneTap
        onSignedIn={(channel, idToken) =>
          void flow.signInWithIdentity(
            { channel, idToken },
            { onChooseLogin: () => showLogin(true) },
          )
        }
      />
      {flow.pending ? (
        <SecondFactorModal
          pending={flow.pending}
          processing={flow.processing}
          onSubmit={flow.verify}
          onCancel={flow.cancelVerification}
        />
      ) : null}
    </>
  );
}
