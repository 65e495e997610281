import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { getSession, setSession } from '../lib/session';
import { getOverlays, resetOverlays } from '../lib/overlay-store';
import { setupI18n } from '../lib/i18n';
import { autoLoginValue } from '../lib/auto-login-flag';
import { OverlayHost } from '../components/overlay-host';
import { connectErrorEffects, handleFailedCall } from './error-effects';

const envelopeError = (code: string | null, message: string, status = 400, alert = true) =>
  new ApiError('envelope', code, status, message, { url: '/wps/x', alert });

beforeAll(async () => {
  await setupI18n('EN');
});

const navigate = vi.fn();
const onLogout = vi.fn();
beforeEach(() => {
  resetOverlays();
  navigate.mockReset();
  onLogout.mockReset();
  connectErrorEffects({ navigate, onLogout });
  setSession({
    id: 1,
    token: 't',
    merchantCode: 'demo',
    userName: 'amy',
    type: 0,
    firstTimeLogin: false,
  });
});

describe('§8 error effects (what the user sees)', () => {
  it("§8 CUSTOMER_NOT_LOGIN clears the session and shows 'please login'; OK goes to /m/login", async () => {
    render(<OverlayHost loadingLabel="wait" />);
    act(() => handleFailedCall(envelopeError('customer.not.login', 'CUSTOMER_NOT_LOGIN', 401)));
    expect(getSession()).toBeNull();
    expect(onLogout).toHaveBeenCalledOnce();
    // The <dialog> opens in an effect after the commit that adds its text: until then it is
    // hidden, so wait for the dialog itself rather than for its text.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Please log in to continue.');
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/m/login'));
  });

  it("§8 the 'please login' dialog is not stacked twice", () => {
    act(() => {
      handleFailedCall(envelopeError(null, 'CUSTOMER_NOT_LOGIN', 401));
      handleFailedCall(envelopeError(null, 'CUSTOMER_NOT_LOGIN', 401));
    });
    expect(getOverlays()).toHaveLength(1);
  });

  it('§8 other failures alert the message, translated when its errorCode is known', async () => {
    render(<OverlayHost loadingLabel="wait" />);
    act(() => handleFailedCall(envelopeError('custom.code', 'Name already taken')));
    expect(await screen.findByText('Name already taken')).toBeInTheDocument();
    act(() => handleFailedCall(envelopeError('validation.failed', 'Invalid body: x')));
    expect(
      await screen.findByText('Some information is not valid. Please check and try again.'),
    ).toBeInTheDocument();
    expect(getSession()).not.toBeNull();
  });

  it('§8 token_ip_different sets autoLogin to 0', () => {
    act(() => handleFailedCall(envelopeError('token_ip_different', 'Your IP changed')));
    expect(autoLoginValue()).toBe('0');
  });

  it('§8 TOO_MANY_REQUEST and alert:false show nothing', () => {
    act(() => {
      handleFailedCall(envelopeError(null, 'TOO_MANY_REQUEST: wait', 429));
      handleFailedCall(envelopeError('x', 'quiet', 400, false));
    });
    expect(getOverlays()).toHaveLength(0);
  });
});
