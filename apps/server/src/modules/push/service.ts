import ipaddr from 'ipaddr.js';
import { PUSH_ERROR_CODES, pushTokenOf } from '@member-app/contract/rules/push';
import type {
  PushConfig,
  PushRegistration,
  PushSend,
  PushSendResult,
  PushSubscriptionOptions,
} from '@member-app/contract/schemas/push';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Merchant } from '../../domain/merchant';
import { normalizeHost } from '../../domain/merchant';
import type { PushMessage, PushProvider, PushTarget } from '../../providers/push/push-provider';
import {
  createWebPushProvider,
  generateVapidKeys,
  type VapidKeys,
} from '../../providers/push/web-push';
import { createFcmProvider } from '../../providers/push/fcm';
import {
  addTopic,
  bindRegistration,
  deleteRegistrations,
  findRegistration,
  latestRegistrations,
  registrationsFor,
  secretOnce,
  unbindRegistration,
  type PushRegistrationRow,
} from './repository';

/** Push-service calls made at once while sending to many registrations. */
const SEND_CONCURRENCY = 10;

/**
 * The merchant's VAPID key pair, made once and shared by every instance through the database
 * (server_secrets, as the other server secrets: insert ... on conflict do nothing, then read).
 */
async function vapidKeyPair(
  db: Db,
  merchantCode: string,
): Promise<{ publicKey: string; privateKey: string }> {
  const value = await secretOnce(db, `vapid:${merchantCode}`, () =>
    JSON.stringify(generateVapidKeys()),
  );
  if (!value) throw new Error(`VAPID keys of ${merchantCode} are missing`);
  return JSON.parse(value) as { publicKey: string; privateKey: string };
}

/** RFC 8292 subject: the merchant's configured contact, else a mailbox at its first public domain. */
export function vapidSubject(merchant: Merchant): string {
  if (merchant.settings.push.contact) return merchant.settings.push.contact;
  const domain = merchant.domains.find(
    (d) => d.includes('.') && !ipaddr.isValid(d) && d !== 'localhost',
  );
  return `mailto:webpush@${domain ?? `${merchant.code.toLowerCase().replace(/[^a-z0-9-]/g, '-')}.invalid`}`;
}

/**
 * Whether the server may POST to a subscription's endpoint. Push services are public https hosts;
 * a member must not make the server call its internal network (an IP literal outside the public
 * unicast range, localhost). Development and test servers accept plain http on any host so that a
 * local receiver can stand in for a push service.
 */
export function endpointAllowed(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLocal) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = normalizeHost(url.hostname).replace(/^\[|\]$/g, '');
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (!host.includes('.') && !ipaddr.isValid(host))
  )
    return false;
  if (ipaddr.isValid(host)) {
    const addr = ipaddr.parse(host);
    const plain =
      addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()
        ? (addr as ipaddr.IPv6).toIPv4Address()
        : addr;
    return plain.range() === 'unicast';
  }
  return true;
}

export const toRegistration = (row: PushRegistrationRow): PushRegistration => ({
  registrationToken: row.token,
  createTime: row.createdAt.getTime(),
  topics: row.topics,
  bound: row.memberId !== null,
});

function targetOf(row: PushRegistrationRow): PushTarget {
  return row.endpoint && row.p256dh && row.auth
    ? { kind: 'webpush', endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth }
    : { kind: 'fcm', token: row.token };
}

export type PushService = ReturnType<typeof createPushService>;

/** Push config, subscription checks and sending (SPEC §3, §4, §7), shared by the relays and the operator API. */
export function createPushService(app: FastifyInstance) {
  const keys = new Map<string, Promise<{ publicKey: string; privateKey: string }>>();
  const keyPair = (merchantCode: string) => {
    let pending = keys.get(merchantCode);
    if (!pending) {
      pending = vapidKeyPair(app.db, merchantCode).catch((error: unknown) => {
        keys.delete(merchantCode);
        throw error;
      });
      keys.set(merchantCode, pending);
    }
    return pending;
  };
  const allowLocalEndpoints = app.config.NODE_ENV !== 'production';

  /** The senders the merchant has: Web Push always, FCM when its settings name a project and account. */
  async function providers(
    merchant: Merchant,
  ): Promise<Partial<Record<PushTarget['kind'], PushProvider>>> {
    const vapid: VapidKeys = { ...(await keyPair(merchant.code)), subject: vapidSubject(merchant) };
    const { firebase } = merchant.settings.push;
    const account = merchant.settings.secrets.fcmServiceAccount;
    return {
      webpush: createWebPushProvider(vapid),
      ...(firebase && account
        ? { fcm: createFcmProvider({ projectId: firebase.projectId, ...account }) }
        : {}),
    };
  }

  const now = () => new Date(app.now());
  const unknownToken = () =>
    new AppError(404, PUSH_ERROR_CODES.UNKNOWN_TOKEN, 'Unknown registration token');

  return {
    /** §3 push config: the VAPID public key, and Firebase's web config when the merchant has one. */
    async config(merchant: Merchant): Promise<PushConfig> {
      const { publicKey } = await keyPair(merchant.code);
      const firebase = merchant.settings.push.firebase;
      return {
        vapidKey: publicKey,
        appId: firebase?.appId ?? null,
        apiKey: firebase?.apiKey ?? null,
        authDomain: firebase?.authDomain ?? null,
        projectId: firebase?.projectId ?? null,
        messagingSenderId: firebase?.messagingSenderId ?? null,
      };
    },

    /** A subscription the server will send to: its token is the endpoint's id and its host is allowed. */
    async checkSubscription(token: string, subscription: PushSubscriptionOptions): Promise<void> {
      if (token !== (await pushTokenOf(subscription.endpoint))) {
        throw new AppError(
          400,
          PUSH_ERROR_CODES.TOKEN_MISMATCH,
          'The registration token is not the id of this subscription',
        );
      }
      if (!endpointAllowed(subscription.endpoint, allowLocalEndpoints)) {
        throw new AppError(
          400,
          PUSH_ERROR_CODES.ENDPOINT_REFUSED,
          'This push endpoint is not accepted',
        );
      }
    },

    /**
     * Sends the operator's notification to a topic or a member. Registrations the push service
     * reports gone (404/410, FCM UNREGISTERED) are removed; FCM tokens are skipped (failed) when the
     * merchant has no FCM configured.
     */
    async send(merchant: Merchant, request: PushSend): Promise<PushSendResult> {
      const rows = await registrationsFor(app.db, merchant.code, {
        topic: request.topic,
        memberId: request.memberId,
      });
      const senders = await providers(merchant);
      const icon = merchant.settings.mobileTemplate.pwa.icon.replace('{size}', '192') || null;
      const message: PushMessage = {
        title: request.title,
        body: request.body,
        url: request.url,
        icon,
      };
      const result: PushSendResult = { targeted: rows.length, sent: 0, expired: 0, failed: 0 };
      const gone: number[] = [];
      for (let i = 0; i < rows.length; i += SEND_CONCURRENCY) {
        await Promise.all(
          rows.slice(i, i + SEND_CONCURRENCY).map(async (row) => {
            const target = targetOf(row);
            const sender = senders[target.kind];
            const outcome = sender ? await sender.send(target, message) : null;
            if (outcome?.outcome === 'sent') result.sent += 1;
            else if (outcome?.outcome === 'expired') {
              result.expired += 1;
              gone.push(row.id);
            } else {
              result.failed += 1;
              app.log.warn(
                { merchant: merchant.code, kind: target.kind, outcome },
                'push not delivered',
              );
            }
          }),
        );
      }
      await deleteRegistrations(app.db, gone);
      return result;
    },

    /** §4 CSP_fcmBind: the token (with its checked Web Push subscription) now belongs to the member. */
    async bind(
      member: { id: number; merchantCode: string },
      token: string,
      subscription: PushSubscriptionOptions | undefined,
    ): Promise<PushRegistration> {
      if (subscription) await this.checkSubscription(token, subscription);
      const row = await bindRegistration(app.db, {
        merchantCode: member.merchantCode,
        memberId: member.id,
        token,
        subscription: subscription ?? null,
        at: now(),
      });
      return toRegistration(row);
    },

    /** §4 CSP_fcmSubscribe: only the member's own bound token (another's is unknown). */
    async subscribe(member: { id: number; merchantCode: string }, token: string, topic: string) {
      const row = await findRegistration(app.db, member.merchantCode, token);
      if (!row || row.memberId !== member.id) throw unknownToken();
      return toRegistration(await addTopic(app.db, row.id, topic, now()));
    },

    /**
     * §4 CSP_fcmUnsubscribe: removes the registration (`all`) or unbinds it from its member. With a
     * member, only that member's (or an unbound) registration is touched; an unknown token changes
     * nothing and says removed false.
     */
    async unsubscribe(merchantCode: string, memberId: number | null, token: string, all: boolean) {
      const row = await findRegistration(app.db, merchantCode, token);
      if (!row || (memberId !== null && row.memberId !== null && row.memberId !== memberId)) {
        return { removed: false, registration: null };
      }
      if (all) {
        await deleteRegistrations(app.db, [row.id]);
        return { removed: true, registration: null };
      }
      return {
        removed: true,
        registration: toRegistration(await unbindRegistration(app.db, row.id, now())),
      };
    },

    /** A page of the operator's list of a merchant's registrations, most recently bound first. */
    async registrations(
      merchantCode: string,
      filter: { topic?: string | undefined; memberId?: number | undefined },
      page: { page: number; size: number },
    ) {
      const { rows, total } = await latestRegistrations(app.db, merchantCode, filter, page);
      const items = rows.map((r) => ({
        registrationToken: r.token,
        memberId: r.memberId,
        kind: r.endpoint ? ('webpush' as const) : ('fcm' as const),
        endpointHost: r.endpoint ? new URL(r.endpoint).host : null,
        topics: r.topics,
        createTime: r.createdAt.getTime(),
        updatedAt: r.updatedAt.getTime(),
      }));
      return { items, total, ...page };
    },
  };
}
