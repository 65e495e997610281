import { expect } from 'vitest';
import type { OperatorRole } from '@member-app/contract/rules/operators';
import type { App } from '../src/lib/app-instance';
import { admin } from './accounts';
import { uniqueCode } from './helpers';

/** The operator side's test helpers: calls under /admin and operators made through the API. */

export const PASSWORD = 'Operator#Pass2026';
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function operatorClient(app: App) {
  async function call(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) {
    return app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function loginOperator(username: string, password = PASSWORD, totp?: string) {
    return call('POST', '/admin/auth/login', {}, { username, password, ...(totp ? { totp } : {}) });
  }

  /** Creates an operator through the API and logs them in, past the forced password change. */
  async function operator(
    role: OperatorRole,
    scope: { allMerchants?: boolean; merchantCodes?: string[] },
  ) {
    const username = uniqueCode(role).replace(/_/g, '.');
    const created = await call('POST', '/admin/operators', admin, {
      username,
      password: 'Temporary#2026',
      role,
      allMerchants: scope.allMerchants ?? false,
      merchantCodes: scope.merchantCodes ?? [],
    });
    expect(created.statusCode, created.body).toBe(200);
    const first = await loginOperator(username, 'Temporary#2026');
    const temp = first.json().value.token as string;
    expect(first.json().value.operator.mustChangePassword).toBe(true);
    const change = await call('POST', '/admin/auth/password', bearer(temp), {
      oldPassword: 'Temporary#2026',
      newPassword: PASSWORD,
    });
    expect(change.statusCode, change.body).toBe(200);
    return { id: created.json().value.id as number, username, token: temp };
  }

  return { call, loginOperator, operator };
}
