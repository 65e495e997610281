import { z } from 'zod';
import { cleanText, text } from './text';
import {
  PUSH_BODY_MAX,
  PUSH_TITLE_MAX,
  PUSH_TOPIC_ALL,
  PUSH_TOPIC_PATTERN,
  PUSH_URL_MAX,
} from '../rules/push';

/** Push notifications (SPEC §3, §7 CSP_fcmBind / CSP_fcmSubscribe / CSP_fcmUnsubscribe). */

/** An FCM registration token (up to a few hundred characters) or the app's endpoint-derived id. */
const registrationToken = text(512)
  .trim()
  .min(16)
  .regex(/^[A-Za-z0-9_:.-]+$/, 'a registration token');
const base64Url = (min: number, max: number) =>
  text(max)
    .min(min)
    .regex(/^[A-Za-z0-9_-]+$/, 'base64url');

/**
 * §3 "subscription options (auth, p256dh, endpoint, swScope, vapidKey)": the Web Push subscription
 * of the browser (PushSubscription.toJSON()) and what it was made with.
 */
export const pushSubscriptionOptionsSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .check(cleanText),
  /** The browser's P-256 public key, 65 bytes in base64url. */
  p256dh: base64Url(80, 100),
  /** The 16-byte authentication secret in base64url. */
  auth: base64Url(16, 32),
  swScope: text(512),
  /** The application server key the subscription was made with (the VAPID public key). */
  vapidKey: base64Url(80, 100),
});
export type PushSubscriptionOptions = z.infer<typeof pushSubscriptionOptionsSchema>;

/** §7 CSP_fcmBind (registrationToken), with the Web Push subscription when the app made one. */
export const fcmBindInputSchema = z
  .object({
    registrationToken: registrationToken,
    /** Absent for an FCM token (the merchant's native app), which FCM delivers itself. */
    subscription: pushSubscriptionOptionsSchema.optional(),
  })
  .meta({ id: 'FcmBindInput' });
export type FcmBindInput = z.infer<typeof fcmBindInputSchema>;
/** The GET form of CSP_fcmBind: an FCM token only (a subscription does not fit a query). */
export const fcmBindQuerySchema = z.object({ registrationToken: registrationToken });

/** §7 CSP_fcmSubscribe (registrationToken, topic). */
export const fcmSubscribeInputSchema = z.object({
  registrationToken: registrationToken,
  topic: text().regex(PUSH_TOPIC_PATTERN, 'a topic name').default(PUSH_TOPIC_ALL),
});

const booleanish = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);
/** §7 CSP_fcmUnsubscribe (registrationToken, unsubscribeAll). */
export const fcmUnsubscribeInputSchema = z.object({
  registrationToken: registrationToken,
  /**
   * true: the token leaves every topic and its member (the registration is removed, as at logout);
   * false: only the member binding is dropped, the device keeps its topics (broadcasts).
   */
  unsubscribeAll: booleanish.default(false),
});

/** What the three relays answer: the registration as the server now keeps it. */
export const pushRegistrationSchema = z
  .object({
    registrationToken: z.string(),
    /** §3 createTime, epoch ms. */
    createTime: z.number().int(),
    topics: z.array(z.string()),
    bound: z.boolean(),
  })
  .meta({ id: 'PushRegistration' });
export type PushRegistration = z.infer<typeof pushRegistrationSchema>;
/** CSP_fcmUnsubscribe: whether a registration was found and what is left of it (null: removed). */
export const fcmUnsubscribeValueSchema = z.object({
  removed: z.boolean(),
  registration: pushRegistrationSchema.nullable(),
});

/**
 * §3 "Push config: vapidKey, appId, apiKey, authDomain, projectId, messagingSenderId". vapidKey is
 * the merchant's VAPID public key (the built-in Web Push sender); the Firebase fields are null
 * unless the merchant configured Firebase.
 */
export const pushConfigSchema = z
  .object({
    vapidKey: z.string(),
    appId: z.string().nullable(),
    apiKey: z.string().nullable(),
    authDomain: z.string().nullable(),
    projectId: z.string().nullable(),
    messagingSenderId: z.string().nullable(),
  })
  .meta({ id: 'PushConfig' });
export type PushConfig = z.infer<typeof pushConfigSchema>;

/** An internal path of the app (/m/...) or an https address the notification opens. */
export const pushUrlSchema = text(PUSH_URL_MAX)
  .trim()
  .refine(
    (u) => (u.startsWith('/') && !u.startsWith('//')) || /^https:\/\/[^\s]+$/.test(u),
    'a path starting with / or an https address',
  );

/** The operator's notification: to everyone on a topic or to one member. */
export const pushSendSchema = z
  .object({
    title: text(PUSH_TITLE_MAX).trim().min(1),
    body: text(PUSH_BODY_MAX).trim().min(1),
    url: pushUrlSchema.default('/m/home'),
    topic: text().regex(PUSH_TOPIC_PATTERN, 'a topic name').optional(),
    memberId: z.number().int().positive().optional(),
  })
  .refine((s) => (s.topic === undefined) !== (s.memberId === undefined), {
    message: 'give either a topic or a memberId',
    path: ['topic'],
  })
  .meta({ id: 'PushSend' });
export type PushSend = z.infer<typeof pushSendSchema>;

export const pushSendResultSchema = z.object({
  /** Registrations the notification was meant for. */
  targeted: z.number().int(),
  sent: z.number().int(),
  /** Gone at the push service (404/410): removed. */
  expired: z.number().int(),
  failed: z.number().int(),
});
export type PushSendResult = z.infer<typeof pushSendResultSchema>;

/** The operator's view of a registration. */
export const pushRegistrationAdminSchema = z.object({
  registrationToken: z.string(),
  memberId: z.number().int().nullable(),
  kind: z.enum(['webpush', 'fcm']),
  endpointHost: z.string().nullable(),
  topics: z.array(z.string()),
  createTime: z.number().int(),
  updatedAt: z.number().int(),
});
