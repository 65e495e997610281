import { api } from '../../../lib/api';

/** The /m/changePsw call. */
export function changePassword(body: {
  oldPassword?: string;
  newPassword: string;
}): Promise<unknown> {
  return api.post('/wps/member/password', body, { alert: false, encrypt: true });
}
