import { describe, expect, it } from 'vitest';
import { PUSH_TOKEN_REFRESH_DAYS } from '@member-app/contract/constants';
import {
  PUSH_REFRESH_MS,
  afterPermissionAnswer,
  isPushRecord,
  needsRefresh,
  pushActionOnTokenRemoved,
  pushActionOnTokenSet,
  pushAskDecision,
  pushSupported,
  shouldAskForPush,
  type PushRecord,
} from './rules';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 22, 12);
const VAPID = 'BPub-current-key';
const record = (over: Partial<PushRecord> = {}, vapidKey = VAPID): PushRecord => ({
  token: 'tok_abc',
  createTime: NOW - DAY,
  subscriptionOptions: {
    endpoint: 'https://push.example/x',
    p256dh: 'p',
    auth: 'a',
    swScope: 'https://site/m/',
    vapidKey,
  },
  ...over,
});

describe('§2 screen 13, §4 when the push permission dialog is offered', () => {
  const ask = {
    loggedIn: true,
    supported: true,
    hasConfig: true,
    permission: 'default' as const,
    askedThisSession: false,
    declinedThisSession: false,
    pathname: '/m/home',
    otherDialogOpen: false,
  };
  it('§4 a logged-in member whose browser has not decided is asked', () => {
    expect(shouldAskForPush(ask)).toBe(true);
    expect(pushAskDecision(ask)).toBe('ask');
  });
  it.each([
    ['a guest (push opt-in is for members)', { loggedIn: false }],
    ['a browser without push', { supported: false }],
    ['a merchant without push config', { hasConfig: false }],
    ['permission already granted (bound silently instead)', { permission: 'granted' as const }],
    ['permission denied (the browser would not ask again)', { permission: 'denied' as const }],
    ['§4 asked once per session: already asked', { askedThisSession: true }],
    ['§4 declined this session (session flag)', { declinedThisSession: true }],
  ])('§4 never for %s', (_label, over) => {
    expect(shouldAskForPush({ ...ask, ...over })).toBe(false);
    expect(pushAskDecision({ ...ask, ...over })).toBe('never');
  });
  it.each([
    ['another dialog is open', { otherDialogOpen: true }],
    ['the forced password change', { pathname: '/m/changePsw' }],
    ['a game launch', { pathname: '/m/launchGame' }],
  ])('§4 later, not over %s', (_label, over) => {
    expect(shouldAskForPush({ ...ask, ...over })).toBe(false);
    expect(pushAskDecision({ ...ask, ...over })).toBe('later');
  });
});

describe('§4 on token set: push bound and subscribed to topic ALL (permission granted)', () => {
  const base = {
    supported: true,
    permission: 'granted' as const,
    record: null,
    boundThisSession: false,
    vapidKey: VAPID,
    now: NOW,
  };
  it('§4 no registration yet: subscribe (then bind and ALL)', () => {
    expect(pushActionOnTokenSet(base)).toBe('subscribe');
  });
  it('§4 a registration not yet bound for this login: bind (and ALL)', () => {
    expect(pushActionOnTokenSet({ ...base, record: record() })).toBe('bind');
  });
  it('§4 bound already this session: nothing', () => {
    expect(pushActionOnTokenSet({ ...base, record: record(), boundThisSession: true })).toBe(
      'none',
    );
  });
  it(`§9 push token refresh after ${PUSH_TOKEN_REFRESH_DAYS} days: refresh, even when bound`, () => {
    expect(PUSH_REFRESH_MS).toBe(7 * DAY);
    const old = record({ createTime: NOW - 7 * DAY });
    expect(pushActionOnTokenSet({ ...base, record: old, boundThisSession: true })).toBe('refresh');
    expect(
      pushActionOnTokenSet({ ...base, record: record({ createTime: NOW - 7 * DAY + 1 }) }),
    ).toBe('bind');
  });
  it('§9 a subscription made with another VAPID key is refreshed', () => {
    expect(needsRefresh(record({}, 'BPub-old-key'), NOW, VAPID)).toBe(true);
    expect(needsRefresh(record(), NOW, VAPID)).toBe(false);
  });
  it.each([
    ['unsupported browser', { supported: false }],
    ['permission not granted (the dialog asks)', { permission: 'default' as const }],
    ['permission denied', { permission: 'denied' as const }],
    ['no push config', { vapidKey: null }],
  ])('§4 nothing for %s', (_label, over) => {
    expect(pushActionOnTokenSet({ ...base, record: record(), ...over })).toBe('none');
  });
});

describe('§4 on token removal: push tokens unsubscribed', () => {
  it('§4 a browser with a registration unsubscribes it; one without does nothing', () => {
    expect(pushActionOnTokenRemoved(record())).toBe('unsubscribe');
    expect(pushActionOnTokenRemoved(null)).toBe('none');
  });
});

describe('§8 the answer to the browser’s prompt', () => {
  it('§8 granted subscribes, denied shows notification_request_tips, dismissed counts as Not now', () => {
    expect(afterPermissionAnswer('granted')).toBe('subscribe');
    expect(afterPermissionAnswer('denied')).toBe('tips');
    expect(afterPermissionAnswer('default')).toBe('declined');
  });
});

describe('§3 push registration record', () => {
  it('§3 has token, createTime and the subscription options (auth, p256dh, endpoint, swScope, vapidKey)', () => {
    expect(isPushRecord(record())).toBe(true);
    expect(isPushRecord({ token: 't', createTime: 1 })).toBe(false);
    expect(
      isPushRecord({
        ...record(),
        subscriptionOptions: { ...record().subscriptionOptions, vapidKey: undefined },
      }),
    ).toBe(false);
    expect(isPushRecord(null)).toBe(false);
  });
  it('push needs notifications, a push manager and a service worker', () => {
    expect(pushSupported({ notification: true, pushManager: true, serviceWorker: true })).toBe(
      true,
    );
    expect(pushSupported({ notification: true, pushManager: false, serviceWorker: true })).toBe(
      false,
    );
  });
});
