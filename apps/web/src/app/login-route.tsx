import { LoginPage } from '../features/auth/login-page';
import { identityPort } from './identity-port';

/** §2 /m/login with sign-in through an identity provider (§4). */
export function Component() {
  return <LoginPage identity={identityPort} />;
}
