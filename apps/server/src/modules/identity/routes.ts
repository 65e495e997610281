import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FIREBASE_SMS_COUNTDOWN_S } from '@member-app/contract/constants';
import { HOME_PATH } from '@member-app/contract/routes';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  IDENTITY_ERROR_CODES,
  IDENTITY_MESSAGE_TYPE,
  IDENTITY_PATHS,
  identityPhoneSendSchema,
  identityPhoneSentSchema,
  identityPhoneVerifySchema,
  identitySigninFormSchema,
  identitySigninQuerySchema,
  identityTokenSchema,
} from '@member-app/contract/schemas/identity';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { randomToken } from '../../lib/tokens';
import {
  DEMO_MAYA_ACCOUNTS,
  demoMayaAccountId,
  type MayaAccount,
} from '../../providers/identity/maya-provider';
import { normalizeHost, type Merchant } from '../../domain/merchant';
import {
  CHANNEL_LABELS,
  errorPage,
  mayaPage,
  newNonce,
  pageCsp,
  resultPage,
  signinPage,
  signinTitle,
} from './pages';

/** The phone check's state (§4 phone verification): whose number, until when (by the app clock). */
interface PhoneSession {
  merchantCode: string;
  phoneNumber: string;
  expiresAt: number;
}
const phoneSessionKey = (sessionInfo: string) => `idp:phone:${sessionInfo}`;
const phoneCodeKey = (merchantCode: string, sessionInfo: string) =>
  `code:idp-phone:${merchantCode}:${sessionInfo}`;
/** Cache entries outlive the code a little; expiry itself is judged by the app clock. */
const PHONE_CACHE_SLACK_S = 60;

const authError = (status: number, code: string, message: string) =>
  new AppError(status, code, message);
const codeExpired = () =>
  authError(
    400,
    IDENTITY_ERROR_CODES.CODE_EXPIRED,
    'The code has expired or was already used; request a new one',
  );

/**
 * The origin to post the sign-in result to, only when its host is one of the merchant's domains or
 * the host this page was served from (never a token to a foreign origin); null otherwise.
 */
export function allowedOrigin(raw: string, merchant: Merchant, requestHost: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (url.host.toLowerCase() === requestHost.toLowerCase()) return url.origin;
  return merchant.domains.includes(normalizeHost(url.hostname)) ? url.origin : null;
}

/**
 * The built-in identity provider's own API (contract schemas/identity.ts; §7 "Third-party identity
 * calls", not the product contract): JWKS, the sign-in window, phone verification, and the demo
 * Maya app. Errors of the JSON calls use Firebase's `auth/...` codes (§8).
 */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  // Forms of the sign-in window and the demo Maya app; this plugin only (encapsulated), so that no
  // JSON call of the app starts accepting cross-site form posts.
  await app.register(formbody, { bodyLimit: 8 * 1024 });

  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };

  function sendPage(reply: FastifyReply, nonce: string, status: number, html: string) {
    return (
      reply
        .code(status)
        .header('content-security-policy', pageCsp(nonce))
        .header('cache-control', 'no-store')
        // Cross-Origin-Opener-Policy is the app's (same-origin-allow-popups, app.ts): a window
        // opened by the app keeps window.opener only when both agree.
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  }

  function refusePage(reply: FastifyReply, status: number, title: string, message: string) {
    const nonce = newNonce();
    return sendPage(reply, nonce, status, errorPage(nonce, title, message));
  }

  async function merchantOf(request: FastifyRequest): Promise<Merchant | null> {
    try {
      return (await request.merchantContext()).merchant;
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  /** Why the sign-in window must not go on for this merchant, channel and origin (null: it may). */
  function signinRefusal(
    merchant: Merchant,
    channel: keyof typeof CHANNEL_LABELS,
    origin: string,
    request: FastifyRequest,
  ) {
    const name = merchant.settings.name;
    if (merchant.settings.sms.projectId) {
      return `${name} signs in through Firebase, not through this demo provider.`;
    }
    if (!merchant.settings.sms.channels.includes(channel)) {
      return `Sign-in with ${CHANNEL_LABELS[channel]} is not offered by ${name}.`;
    }
    if (!allowedOrigin(origin, merchant, request.host)) {
      return `The page that opened this window is not a site of ${name}, so no sign-in is handed to it.`;
    }
    return null;
  }

  app.get(
    IDENTITY_PATHS.jwks,
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary: 'Public keys (JWKS) of the built-in identity provider, to verify its id tokens',
        response: {
          200: z.object({ keys: z.array(z.looseObject({ kty: z.string(), kid: z.string() })) }),
          ...responses,
        },
      },
    },
    async (_request, reply) => {
      // A few minutes: a rotated key is published long before it signs anything that must verify.
      reply.header('cache-control', 'public, max-age=300');
      return (await app.identity.builtin.jwks()) as { keys: { kty: string; kid: string }[] };
    },
  );

  app.get(
    IDENTITY_PATHS.signin,
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary:
          'The sign-in window of the built-in identity provider (§4 Firebase login, §9 popup 500x600); HTML',
        description:
          'Query channel (google, facebook, twitter, line) and origin (the app origin the result is posted to). ' +
          'Answers 400 with an HTML page for a channel the merchant does not offer or an origin that is not one of its sites.',
        querystring: z.object({
          channel: z.string().max(32).optional(),
          origin: z.string().max(2048).optional(),
        }),
      },
    },
    async (request, reply) => {
      const merchant = await merchantOf(request);
      if (!merchant)
        return refusePage(reply, 404, 'Sign-in unavailable', 'No site is served at this address.');
      const query = identitySigninQuerySchema.safeParse(request.query);
      if (!query.success) {
        return refusePage(
          reply,
          400,
          'Sign-in unavailable',
          'The sign-in link is incomplete (channel and origin are needed).',
        );
      }
      const { channel, origin } = query.data;
      const refusal = signinRefusal(merchant, channel, origin, request);
      if (refusal) return refusePage(reply, 400, 'Sign-in unavailable', refusal);
      const nonce = newNonce();
      return sendPage(
        reply,
        nonce,
        200,
        signinPage({
          nonce,
          merchantName: merchant.settings.name,
          channel,
          origin: allowedOrigin(origin, merchant, request.host)!,
        }),
      );
    },
  );

  app.post(
    IDENTITY_PATHS.signin,
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary:
          'Signs in with the account picked in the window (form post); HTML that posts the id token to the app',
        description:
          "The page posts {type, ok: true, channel, idToken} to window.opener at `origin` (only the merchant's own sites) " +
          'and closes. Same refusals as GET.',
        consumes: ['application/x-www-form-urlencoded'],
        body: z.object({
          channel: z.string().max(32).optional(),
          origin: z.string().max(2048).optional(),
          email: z.string().max(320).optional(),
          displayName: z.string().max(256).optional(),
        }),
      },
    },
    async (request, reply) => {
      const merchant = await merchantOf(request);
      if (!merchant)
        return refusePage(reply, 404, 'Sign-in unavailable', 'No site is served at this address.');
      const form = identitySigninFormSchema.safeParse(request.body);
      if (!form.success) {
        const fields = new Set(form.error.issues.map((i) => String(i.path[0])));
        const message =
          fields.has('channel') || fields.has('origin')
            ? 'The sign-in link is incomplete (channel and origin are needed).'
            : 'Enter a valid email address and a display name, then try again.';
        return refusePage(reply, 400, 'Sign-in failed', message);
      }
      const { channel, origin, email, displayName } = form.data;
      const refusal = signinRefusal(merchant, channel, origin, request);
      if (refusal) return refusePage(reply, 400, 'Sign-in unavailable', refusal);
      const idToken = await app.identity.builtin.issue(merchant, {
        method: channel,
        email,
        displayName,
      });
      const nonce = newNonce();
      return sendPage(
        reply,
        nonce,
        200,
        resultPage(
          nonce,
          signinTitle(channel, merchant.settings.name),
          { type: IDENTITY_MESSAGE_TYPE, ok: true, channel, idToken },
          allowedOrigin(origin, merchant, request.host)!,
        ),
      );
    },
  );

  /** Phone sign-in is the identity provider's only under sms.firebase, and only the built-in one answers here. */
  async function phoneMerchant(request: FastifyRequest): Promise<Merchant> {
    const { merchant } = await request.merchantContext();
    if (!merchant.settings.sms.firebase || merchant.settings.sms.projectId) {
      throw authError(
        403,
        IDENTITY_ERROR_CODES.CHANNEL_DISABLED,
        'Phone sign-in is not offered by this provider here',
      );
    }
    return merchant;
  }

  /** The account's usual request limits, answered with Firebase's code (§8 auth/too-many-requests). */
  async function limited(run: () => Promise<void>) {
    try {
      await run();
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) {
        throw authError(
          429,
          IDENTITY_ERROR_CODES.TOO_MANY,
          'Too many codes were requested; try again later',
        );
      }
      throw error;
    }
  }

  app.post(
    IDENTITY_PATHS.phoneSend,
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary:
          'Sends a 6-digit sign-in code by SMS to an E.164 number (§4 phone verification, 60 s)',
        description:
          'Value {sessionInfo, expirationTime}. Errors: auth/invalid-phone-number, auth/too-many-requests (429), ' +
          'auth/operation-not-allowed (403, phone sign-in not offered)',
        body: z.object({ phoneNumber: z.string().max(64) }),
        response: { 200: envelope(identityPhoneSentSchema), ...responses },
      },
    },
    async (request) => {
      const merchant = await phoneMerchant(request);
      const parsed = identityPhoneSendSchema.safeParse(request.body);
      if (!parsed.success) {
        throw authError(
          400,
          IDENTITY_ERROR_CODES.PHONE_INVALID,
          'Enter the phone number with its country code, e.g. +639171234567',
        );
      }
      const { phoneNumber } = parsed.data;
      const number = `${merchant.code}:${phoneNumber}`;
      await limited(async () => {
        await app.limiter.hit('smsPerIp', `${merchant.code}:${request.ip}`);
        await app.limiter.gap(
          'sms-gap',
          number,
          app.limiter.limits.smsMinGapSeconds,
          'wait before requesting another code',
        );
        await app.limiter.hit('smsPerNumberDaily', number);
      });
      const sessionInfo = randomToken(24);
      const expiresAt = app.now() + FIREBASE_SMS_COUNTDOWN_S * 1000;
      const cacheTtl = FIREBASE_SMS_COUNTDOWN_S + PHONE_CACHE_SLACK_S;
      const code = await app.codes.issue(phoneCodeKey(merchant.code, sessionInfo), cacheTtl);
      const session: PhoneSession = { merchantCode: merchant.code, phoneNumber, expiresAt };
      await app.cache.set(phoneSessionKey(sessionInfo), JSON.stringify(session), cacheTtl);
      await app.sms.send({
        merchantCode: merchant.code,
        to: phoneNumber,
        body: `${code} is your ${merchant.settings.name} sign-in code. It expires in 1 min. Never share it.`,
      });
      return ok({ sessionInfo, expirationTime: expiresAt });
    },
  );

  app.post(
    IDENTITY_PATHS.phoneVerify,
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary:
          'Trades the SMS code for an id token of method phone (§4 phone verification); one use',
        description:
          'Value {idToken}. Errors: auth/invalid-verification-code (wrong code; 5 tries), auth/code-expired ' +
          '(expired, used or unknown sessionInfo, §8), auth/operation-not-allowed (403)',
        body: z.object({ sessionInfo: z.string().max(512), code: z.string().max(32) }),
        response: { 200: envelope(identityTokenSchema), ...responses },
      },
    },
    async (request) => {
      const merchant = await phoneMerchant(request);
      const parsed = identityPhoneVerifySchema.safeParse(request.body);
      if (!parsed.success) {
        if (parsed.error.issues.some((i) => i.path[0] === 'sessionInfo')) throw codeExpired();
        throw authError(
          400,
          IDENTITY_ERROR_CODES.CODE_INVALID,
          'Enter the 6-digit code from the SMS',
        );
      }
      const { sessionInfo, code } = parsed.data;
      const raw = await app.cache.get(phoneSessionKey(sessionInfo));
      const session = raw ? (JSON.parse(raw) as PhoneSession) : null;
      // §8 "expired code maps to auth/code-expired": unknown, of another merchant, or past its time.
      if (!session || session.merchantCode !== merchant.code) throw codeExpired();
      if (app.now() > session.expiresAt) {
        await app.cache.del(phoneSessionKey(sessionInfo));
        throw codeExpired();
      }
      const result = await app.codes.check(phoneCodeKey(merchant.code, sessionInfo), code);
      if (result === 'invalid') {
        throw authError(
          400,
          IDENTITY_ERROR_CODES.CODE_INVALID,
          'The code is wrong; check the SMS and try again',
        );
      }
      if (result === 'expired') throw codeExpired();
      await app.cache.del(phoneSessionKey(sessionInfo));
      const idToken = await app.identity.builtin.issue(merchant, {
        method: 'phone',
        phoneNumber: session.phoneNumber,
      });
      return ok({ idToken });
    },
  );

  /** The demo Maya app exists only with the built-in Maya and for merchants that offer Maya. */
  async function mayaMerchant(request: FastifyRequest, reply: FastifyReply) {
    const merchant = await merchantOf(request);
    if (!merchant) {
      await refusePage(reply, 404, 'Maya unavailable', 'No site is served at this address.');
      return null;
    }
    if (!merchant.settings.maya.enabled || !app.maya.demo) {
      await refusePage(
        reply,
        403,
        'Maya unavailable',
        `${merchant.settings.name} does not offer sign-in from Maya.`,
      );
      return null;
    }
    return merchant;
  }

  app.get(
    IDENTITY_PATHS.mayaLaunch,
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary: 'The demo Maya app (§7 login/maya): pick a Maya wallet account; HTML',
        description:
          'Choosing an account posts to the same path, which redirects to /m/home?sessionId=&env=sandbox. 403 page when Maya is off.',
      },
    },
    async (request, reply) => {
      const merchant = await mayaMerchant(request, reply);
      if (!merchant) return reply;
      const nonce = newNonce();
      return sendPage(
        reply,
        nonce,
        200,
        mayaPage(nonce, merchant.settings.name, DEMO_MAYA_ACCOUNTS),
      );
    },
  );

  app.post(
    IDENTITY_PATHS.mayaLaunch,
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary:
          'Makes a one-time Maya session id (5 min) for the picked account and opens the app with it',
        description:
          '303 to /m/home?sessionId=<id>&env=sandbox; 400 page for an unknown account or a bad name or number.',
        consumes: ['application/x-www-form-urlencoded'],
        body: z.object({
          account: z.string().max(64).optional(),
          name: z.string().max(256).optional(),
          mobile: z.string().max(64).optional(),
        }),
      },
    },
    async (request, reply) => {
      const merchant = await mayaMerchant(request, reply);
      if (!merchant) return reply;
      const { account: accountId, name, mobile } = request.body;
      let account: MayaAccount | undefined;
      if (accountId) {
        account = DEMO_MAYA_ACCOUNTS.find((a) => a.accountId === accountId);
      } else {
        const custom = z
          .object({
            name: z.string().trim().min(1).max(64),
            mobile: z
              .string()
              .trim()
              .regex(/^\+\d{6,18}$/),
          })
          .safeParse({ name, mobile });
        if (custom.success) {
          account = {
            accountId: demoMayaAccountId(custom.data.mobile),
            name: custom.data.name,
            mobile: custom.data.mobile,
          };
        }
      }
      if (!account) {
        return refusePage(
          reply,
          400,
          'Maya account not found',
          'Pick one of the accounts, or enter a name and a mobile number with its country code.',
        );
      }
      const { sessionId, env } = await app.maya.demo!.createSession(merchant, account);
      const target = `${HOME_PATH}?${new URLSearchParams({ sessionId, env }).toString()}`;
      return reply.code(303).header('location', target).header('cache-control', 'no-store').send();
    },
  );
};
