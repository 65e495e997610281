import { api } from '../../../lib/api';

/** §7 GET /wps/check/username (no-auth). */
export function checkUsername(username: string): Promise<{ available: boolean; valid: boolean }> {
  return api.get('/wps/check/username', { query: { username }, alert: false });
}
