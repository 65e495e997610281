import { API_PATHS } from '@member-app/contract/routes';
import { api } from '../../../lib/api';

/** §7 GET /wps/check/username (no-auth). */
export function checkUsername(username: string): Promise<{ available: boolean; valid: boolean }> {
  return api.get(API_PATHS.checkUsername, { query: { username }, alert: false });
}
