import { AuthDialogs } from '../features/auth/components/auth-dialogs';
import { identityPort } from './identity-port';

/** §2 screen 9 login/register dialogs with sign-in through an identity provider (§4). */
export default function AuthDialogsHost() {
  return <AuthDialogs identity={identityPort} />;
}
