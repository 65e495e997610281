import { RegisterPage } from '../features/auth/register-page';
import { identityPort } from './identity-port';

/** §2 /m/register and /m/register.html with sign-in through an identity provider (§4). */
export function Component() {
  return <RegisterPage identity={identityPort} />;
}
