import { PUSH_RELAYS } from '@member-app/contract/rules/push';
import {
  fcmBindInputSchema,
  fcmBindQuerySchema,
  fcmSubscribeInputSchema,
  fcmUnsubscribeInputSchema,
  fcmUnsubscribeValueSchema,
  pushConfigSchema,
  pushRegistrationSchema,
} from '@member-app/contract/schemas/push';
import { emptyInputSchema } from '@member-app/contract/schemas/member-area';
import type { App } from '../../lib/app-instance';
import { relayRoute } from '../../lib/relay';
import { memberOf } from '../session/service';

/**
 * The push relays of SPEC §7 (CSP_fcmBind, CSP_fcmSubscribe, CSP_fcmUnsubscribe) and the push
 * config of §3 (CSP_fcmConfig). Registrations are kept per merchant; a member only ever sees and
 * changes the registrations bound to them.
 */
export const pushRoutes = async (app: App) => {
  const push = app.push;

  /*
   * §3 push config. Its own call rather than a field of the site settings (GET /wps/system/status):
   * only a logged-in member who may be asked needs it, it makes the merchant's VAPID keys on first
   * use (a database write the status call, read on every page load by every visitor, should not
   * carry), and the site settings stay a pure view of the merchant's settings.
   */
  relayRoute(app, PUSH_RELAYS.CONFIG, {
    input: emptyInputSchema,
    value: pushConfigSchema,
    auth: 'none',
    tags: ['push'],
    summary:
      '§3 push config: the VAPID public key (vapidKey) and the Firebase web config when configured',
    handler: async (request) => push.config((await request.merchantContext()).merchant),
  });

  relayRoute(app, PUSH_RELAYS.BIND, {
    input: fcmBindInputSchema,
    query: fcmBindQuerySchema,
    value: pushRegistrationSchema,
    auth: 'required',
    tags: ['push'],
    summary: '§4 bind a push registration token to the logged-in member',
    description:
      'The app sends its Web Push subscription (§3 subscription options) with the token derived from its endpoint ' +
      '(base64url SHA-256); an FCM token (the native app) comes alone. Binding again updates the subscription.',
    handler: async (request, input) =>
      push.bind(memberOf(request), input.registrationToken, input.subscription),
  });

  relayRoute(app, PUSH_RELAYS.SUBSCRIBE, {
    input: fcmSubscribeInputSchema,
    value: pushRegistrationSchema,
    auth: 'required',
    tags: ['push'],
    summary: '§4 subscribe a bound registration token to a topic (the app: ALL)',
    handler: async (request, input) =>
      push.subscribe(memberOf(request), input.registrationToken, input.topic),
  });

  relayRoute(app, PUSH_RELAYS.UNSUBSCRIBE, {
    input: fcmUnsubscribeInputSchema,
    value: fcmUnsubscribeValueSchema,
    // §4 "On token removal: push tokens unsubscribed": the session is gone (or going) by then, so the
    // registration token itself, which only the device holds, is what allows removing it.
    auth: 'optional',
    del: true,
    tags: ['push'],
    summary:
      '§4 unsubscribe a registration token: from every topic and its member (unsubscribeAll) or from its member only',
    description:
      'Also a DELETE with the same JSON body (§7 "third HTTP verb helper"). Works without a session, since the app ' +
      'calls it when the session token is removed; with a session, only the member’s own registrations are touched. ' +
      'An unknown token answers removed false.',
    handler: async (request, input) => {
      const merchantCode =
        request.member?.merchantCode ?? (await request.merchantContext()).merchant.code;
      return push.unsubscribe(
        merchantCode,
        request.member?.id ?? null,
        input.registrationToken,
        input.unsubscribeAll,
      );
    },
  });
};
