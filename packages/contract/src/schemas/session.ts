import { z } from 'zod';
import { text } from './text';
import { UI_LANGUAGES } from '../constants';

import {
  DIALING_CODE_PATTERN,
  FIREBASE_CHANNELS,
  FIREBASE_PASSWORD_PATTERN,
  IDENTITY_METHODS,
  LOGIN_DEVICES,
  LOGIN_TYPES,
  MAYA_ENVS,
  MOBILE_PATTERN,
  PASSWORD_PATTERN,
  REGISTER_METHODS,
  SECOND_FACTOR_METHODS,
  SMS_CODE_PATTERN,
  SMS_PURPOSES,
  USERNAME_PATTERN,
} from '../account';

// Re-exported for the server's convenience; the web app imports them from '../account' (no zod).
export * from '../account';

const captchaFields = {
  geetestChallenge: text(2048).optional(),
  geetestSeccode: text(2048).optional(),
  /** Geetest v4 result (JSON) or the built-in captcha's solution (base64). */
  geetestValidateV4: text(8192).optional(),
};

const deviceFields = {
  /** §5 a device id counts only at exactly 36 characters; others are ignored, not refused. */
  loginDeviceId: text(128).optional(),
  isOfficialAppLogin: z.boolean().optional(),
};

/** §3 Login request (POST /wps/session/login). For type sms, username is the mobile number and password the SMS code. */
export const loginRequestSchema = z
  .object({
    /** Required except for type firebase, where the id token names the member. */
    username: text(64).trim().default(''),
    password: text(128).default(''),
    type: z.enum(LOGIN_TYPES).default('username'),
    countryDialingCode: text().regex(DIALING_CODE_PATTERN).optional(),
    /** Absent with a phone identity. With type username or sms the identity is bound to the member (§4 bind). */
    firebaseChannel: z.enum(FIREBASE_CHANNELS).optional(),
    firebaseIdToken: text(8192).min(1).optional(),
    device: z.enum(LOGIN_DEVICES).optional(),
    ...captchaFields,
    ...deviceFields,
  })
  .superRefine((v, ctx) => {
    if (v.type === 'firebase') {
      if (!v.firebaseIdToken)
        ctx.addIssue({ code: 'custom', path: ['firebaseIdToken'], message: 'required' });
      return;
    }
    if (!v.username) ctx.addIssue({ code: 'custom', path: ['username'], message: 'required' });
    if (!v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'required' });
  });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** §3 Login response value, with what the session info of §3 needs. */
export const loginValueSchema = z
  .object({
    token: z.string(),
    id: z.number().int(),
    userName: z.string(),
    type: z.number().int(),
    merchantCode: z.string(),
    firstTimeLogin: z.boolean(),
    passwordExpired: z.boolean(),
    /** §4 "the password equals {secret}": the server compares, the secret never leaves it. */
    usingTemporaryPassword: z.boolean(),
    /**
     * Wrong passwords tried on this account since its last login (from any address), and whether
     * they locked it: told to the owner once, at this login.
     */
    securityNotice: z
      .object({ failedAttempts: z.number().int().min(1), locked: z.boolean() })
      .optional(),
  })
  .meta({ id: 'LoginValue' });
export type LoginValue = z.infer<typeof loginValueSchema>;

/** value of errorCode login_verify_required (§4, §8). */
export const verifyRequiredValueSchema = z.object({
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)).min(1),
  maskedEmail: z.string().nullable(),
  maskedMobile: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
});
export type VerifyRequiredValue = z.infer<typeof verifyRequiredValueSchema>;

/**
 * §3 Second-factor request (POST /wps/session/login/verification), validated as §5 says. With
 * username and password, a firebaseIdToken is bound to the member once the factor passes (§4 bind).
 * Without a password, the firebaseIdToken alone names the member: the second factor of a firebase
 * login (the login_verify_required value carries no user name).
 */
export const verificationRequestSchema = z
  .object({
    username: text(64).trim().default(''),
    password: text(128).default(''),
    type: z.enum(['username', 'sms']).default('username'),
    method: z.enum(SECOND_FACTOR_METHODS),
    email: text(254).trim().optional(),
    payeeName: text(128).trim().optional(),
    authCode: text(16).trim().optional(),
    mobileNum: text(20).trim().optional(),
    countryDialingCode: text().regex(DIALING_CODE_PATTERN).optional(),
    verificationCode: text(16).trim().optional(),
    firebaseIdToken: text(8192).optional(),
    ...deviceFields,
  })
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v, ok: boolean) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    };
    if (!v.firebaseIdToken || v.password) {
      need('username', !!v.username);
      need('password', !!v.password);
    }
    // §5 "email needs email; payeeName needs name; ga needs authCode; sms needs mobile number and verification code."
    if (v.method === 'E') {
      need('email', !!v.email);
      need('verificationCode', !!v.verificationCode);
    }
    if (v.method === 'P') need('payeeName', !!v.payeeName);
    if (v.method === 'G') need('authCode', !!v.authCode);
    if (v.method === 'S') {
      need('mobileNum', !!v.mobileNum);
      need('verificationCode', !!v.verificationCode);
    }
  });
export type VerificationRequest = z.input<typeof verificationRequestSchema>;

/** §3 SMS send (POST /wps/verification/sms/noLogin). */
export const smsSendRequestSchema = z.object({
  countryDialingCode: text().regex(DIALING_CODE_PATTERN),
  mobileNum: text().trim().regex(MOBILE_PATTERN),
  purpose: z.enum(SMS_PURPOSES).default('verify'),
  ...captchaFields,
});
export const codeSentValueSchema = z.object({
  /** Epoch ms when the code expires; the client counts down to it, then allows a resend (§4). */
  expirationTime: z.number().int(),
});

/** Email code for second-factor method E (POST /wps/verification/email/noLogin). */
export const emailSendRequestSchema = z.object({
  username: text(64).trim().min(1),
  password: text(128).min(1),
  email: text(254).trim(),
});

const pixelTrackSchema = z.record(text(64), z.union([text(1024), z.number()]));

/** §3 Register payload, common part. */
const registerBase = {
  registerMethod: z.enum(REGISTER_METHODS),
  registerUrl: text(2048).optional(),
  domain: text(253).optional(),
  referralCode: text(64).optional(),
  affiliateCode: text(64).optional(),
  pixelTrack: pixelTrackSchema.optional(),
  login: z.boolean().default(true),
  identifying: text(8192).optional(),
  firebaseChannel: z.enum(FIREBASE_CHANNELS).optional(),
  firebaseIdToken: text(8192).optional(),
  smsTemplate: text(64).optional(),
  ...captchaFields,
  ...deviceFields,
};

/** POST /wps/member/register (ModuleId REG3). */
export const registerRequestSchema = z.object({
  ...registerBase,
  username: text().trim().regex(USERNAME_PATTERN, '4–16 letters, digits or _'),
  password: text().regex(PASSWORD_PATTERN, '6–20 characters with a letter and a digit'),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST /wps/member/register/mobile (ModuleId MOBILENUMREG3): an SMS code proves the number. */
export const registerMobileRequestSchema = z.object({
  ...registerBase,
  countryDialingCode: text().regex(DIALING_CODE_PATTERN),
  mobileNum: text().trim().regex(MOBILE_PATTERN),
  verificationCode: text().trim().regex(SMS_CODE_PATTERN),
  /** §5 without a password (and the mobile-password option off) the merchant's temporary password is used. */
  password: text().regex(PASSWORD_PATTERN, '6–20 characters with a letter and a digit').optional(),
});
export type RegisterMobileRequest = z.input<typeof registerMobileRequestSchema>;

/** §3 Register response value: token only when `login` was true. */
export const registerValueSchema = z
  .object({ token: z.string().nullable(), id: z.number().int(), userName: z.string() })
  .extend(loginValueSchema.omit({ token: true, id: true, userName: true }).partial().shape)
  .meta({ id: 'RegisterValue' });
export type RegisterValue = z.infer<typeof registerValueSchema>;

export const checkUsernameQuerySchema = z.object({ username: text(64).trim().min(1) });
export const checkUsernameValueSchema = z.object({ available: z.boolean(), valid: z.boolean() });
export const autoUsernameValueSchema = z.object({ username: z.string() });

export const logoutRequestSchema = z.object({ token: text(256).optional() });

/** §3 Member info (GET /wps/member/info). */
export const memberInfoSchema = z
  .object({
    id: z.number().int(),
    account: z.string(),
    userName: z.string(),
    type: z.number().int(),
    regDate: z.number().int(),
    language: z.string().nullable(),
    clubLabel: z
      .object({
        labelName: z.string(),
        labelId: z.number().int(),
        type: z.string(),
        rankLevel: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'MemberInfo' });
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** POST /wps/member/language. */
export const memberLanguageRequestSchema = z.object({ language: z.enum(UI_LANGUAGES) });

/** The /m/changePsw call (POST /wps/member/password). */
export const changePasswordRequestSchema = z.object({
  /** May be left out only while the member still has the merchant's temporary password (§5). */
  oldPassword: text(128).min(1).optional(),
  newPassword: text().regex(PASSWORD_PATTERN, '6–20 characters with a letter and a digit'),
});

/**
 * value of errorCode bind_customer_required (§4 Firebase login, §8): the identity is valid but no
 * member of the merchant is bound to it yet. What the provider said about the person, to prefill.
 */
export const bindCustomerRequiredValueSchema = z.object({
  method: z.enum(IDENTITY_METHODS),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type BindCustomerRequiredValue = z.infer<typeof bindCustomerRequiredValueSchema>;

/**
 * §7 "A register call with firebase fields is a POST": POST /wps/member/register/firebase
 * (ModuleId REG3). The id token proves the identity; the new member is bound to it. Without a user
 * name one is generated; without a password the member signs in through the identity only.
 */
export const registerFirebaseRequestSchema = z.object({
  ...registerBase,
  firebaseChannel: z.enum(FIREBASE_CHANNELS).optional(),
  firebaseIdToken: text(8192).min(1),
  username: text().trim().regex(USERNAME_PATTERN, '4–16 letters, digits or _').optional(),
  /** §5 "Firebase password minimum length default 6". */
  password: text().regex(FIREBASE_PASSWORD_PATTERN, 'at least 6 characters').optional(),
});
export type RegisterFirebaseRequest = z.input<typeof registerFirebaseRequestSchema>;

/** §7 POST /wps/session/login/maya: sign-in with the session id the Maya app hands over. */
export const mayaLoginRequestSchema = z.object({
  sessionId: text(256).trim().min(8),
  env: z.enum(MAYA_ENVS),
  registerUrl: text(2048).optional(),
  affiliateCode: text(64).optional(),
  domain: text(253).optional(),
  device: z.enum(LOGIN_DEVICES).optional(),
  ...deviceFields,
});
export type MayaLoginRequest = z.input<typeof mayaLoginRequestSchema>;
