import { z } from 'zod';
import { SECOND_FACTOR_METHODS } from '../account';
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_PAGE_SIZE_MAX,
  OPERATOR_PASSWORD_MAX,
  OPERATOR_PASSWORD_MIN,
  OPERATOR_ROLES,
  OPERATOR_USERNAME_PATTERN,
} from '../rules/operators';
import { UPLOAD_IMAGE_TYPES, type UploadImageType } from '../rules/uploads';
import { merchantSettingsSchema, resourceInputSchema } from './merchant-settings';
import { cleanText, text } from './text';
import { trackingSettingsSchema } from './tracking';

/**
 * The operator API (ARCHITECTURE "operator side"): operators and their sessions, merchants, members
 * and the audit log. Content shapes are in admin-content.ts. Every answer is the envelope of
 * envelope.ts; times are epoch milliseconds; every list is paged.
 */

// ---------------------------------------------------------------------------------------------
// Paging

/** `?page=1&size=20`; size is bounded so no answer is unbounded. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of a list: the items, how many match in all, and the page asked for. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    size: z.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX),
  });
}
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

export const merchantCodeSchema = text(64).regex(
  /^[A-Za-z0-9_-]{1,64}$/,
  'letters, digits, dash or underscore, at most 64',
);
export const merchantParamsSchema = z.object({ code: merchantCodeSchema });
export const merchantItemParamsSchema = z.object({
  code: merchantCodeSchema,
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
const epochMs = z.number().int();

// ---------------------------------------------------------------------------------------------
// Operators and their sessions

export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
const operatorUsername = text(40).trim().regex(OPERATOR_USERNAME_PATTERN);
const operatorPassword = text(OPERATOR_PASSWORD_MAX).min(OPERATOR_PASSWORD_MIN);
const totpCode = text(6).regex(/^\d{6}$/, 'six digits');

/** The merchants an operator acts on: all of them, or the listed ones. */
const merchantScope = {
  allMerchants: z.boolean(),
  merchantCodes: z.array(merchantCodeSchema).max(500),
};

export const operatorSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    role: operatorRoleSchema,
    ...merchantScope,
    disabled: z.boolean(),
    totpEnabled: z.boolean(),
    /** A temporary password set by an owner must be changed before anything else. */
    mustChangePassword: z.boolean(),
    lastLoginAt: epochMs.nullable(),
    createdAt: epochMs,
  })
  .describe('An operator account (never its password or TOTP secret).');
export type Operator = z.infer<typeof operatorSchema>;

export const operatorLoginSchema = z.object({
  username: text(40).trim().min(1),
  password: text(OPERATOR_PASSWORD_MAX).min(1),
  /** Required when the operator turned on TOTP. */
  totp: totpCode.optional(),
});
export type OperatorLogin = z.infer<typeof operatorLoginSchema>;

export const operatorTokenSchema = z.object({
  /** Opaque; send as `Authorization: Bearer <token>`. Stored only hashed on the server. */
  token: z.string(),
  expiresAt: epochMs,
  operator: operatorSchema,
});
export type OperatorToken = z.infer<typeof operatorTokenSchema>;

export const operatorCreateSchema = z.object({
  username: operatorUsername,
  /** A temporary password: the operator must change it at first login. */
  password: operatorPassword,
  role: operatorRoleSchema,
  allMerchants: z.boolean().default(false),
  merchantCodes: merchantScope.merchantCodes.default([]),
});
export type OperatorCreate = z.input<typeof operatorCreateSchema>;

export const operatorPatchSchema = z.object({
  role: operatorRoleSchema.optional(),
  allMerchants: z.boolean().optional(),
  merchantCodes: merchantScope.merchantCodes.optional(),
  /** Disabling ends every session of the operator. */
  disabled: z.boolean().optional(),
});
export type OperatorPatch = z.infer<typeof operatorPatchSchema>;

/** An owner sets a temporary password; the operator's sessions end and a change is forced. */
export const operatorResetPasswordSchema = z.object({ password: operatorPassword });

/** An operator changes their own password; their other sessions end. */
export const operatorChangePasswordSchema = z.object({
  oldPassword: text(OPERATOR_PASSWORD_MAX).min(1),
  newPassword: operatorPassword,
});

/** Turning TOTP on: the secret to scan, confirmed by a first code. */
export const operatorTotpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const operatorTotpConfirmSchema = z.object({ code: totpCode });

export const operatorListQuerySchema = pageQuerySchema.extend({
  role: operatorRoleSchema.optional(),
  q: text(40).trim().min(1).optional(),
});

// ---------------------------------------------------------------------------------------------
// Merchants

/** What an answer shows in place of a write-only secret (rules/secrets.ts). */
export const secretMarkerSchema = z
  .object({ set: z.boolean() })
  .describe('A write-only secret: only whether it is set.');
/** On write a secret is a new value, `null` to clear it, or the marker sent back (kept as is). */
const secretInput = z.union([text(8192).min(1), secretMarkerSchema]).nullable();

const s2s = trackingSettingsSchema.shape.s2s.unwrap().shape;
/** The settings as an operator reads them: every secret replaced by its marker. */
export const merchantSettingsViewSchema = merchantSettingsSchema.extend({
  secrets: z.object({
    geetestKey: secretMarkerSchema,
    fcmServiceAccount: z
      .object({ clientEmail: z.string(), privateKey: secretMarkerSchema })
      .nullable(),
  }),
  tracking: trackingSettingsSchema.extend({
    s2s: z.object({
      facebook: s2s.facebook.unwrap().extend({ accessToken: secretMarkerSchema }),
      tiktok: s2s.tiktok.unwrap().extend({ accessToken: secretMarkerSchema }),
    }),
  }),
});
export type MerchantSettingsView = z.infer<typeof merchantSettingsViewSchema>;

/** The settings as an operator writes them: secrets are values, `null`, or the marker sent back. */
export const merchantSettingsInputSchema = merchantSettingsSchema.extend({
  resources: z.array(resourceInputSchema),
  secrets: z
    .object({
      geetestKey: secretInput.optional(),
      fcmServiceAccount: z
        .object({
          clientEmail: z.email().max(254).check(cleanText),
          privateKey: secretInput.optional(),
        })
        .nullable()
        .optional(),
    })
    .optional(),
  tracking: trackingSettingsSchema
    .extend({
      s2s: z
        .object({
          facebook: s2s.facebook
            .unwrap()
            .extend({ accessToken: secretInput.optional() })
            .optional(),
          tiktok: s2s.tiktok.unwrap().extend({ accessToken: secretInput.optional() }).optional(),
        })
        .optional(),
    })
    .optional(),
});

const domainSchema = text(260)
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{1,253}(:\d{1,5})?$/, 'a host name');

export const merchantSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
  disabled: z.boolean(),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type MerchantSummary = z.infer<typeof merchantSummarySchema>;

export const merchantViewSchema = z.object({
  code: z.string(),
  settings: merchantSettingsViewSchema,
  domains: z.array(z.string()),
  /** The default temporary password of SPEC §5: write-only. */
  tempPassword: secretMarkerSchema,
  disabled: z.boolean(),
  /** The same as the `ETag` header; send it back in `If-Match` to write without losing others' changes. */
  version: z.string(),
  updatedAt: epochMs,
});
export type MerchantView = z.infer<typeof merchantViewSchema>;

export const merchantListQuerySchema = pageQuerySchema.extend({
  q: text(64).trim().min(1).optional(),
  includeDisabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/**
 * A new merchant starts from a template: a copy of another merchant's settings and content
 * (`copy`, the code's domains and secrets are not copied) or an empty but working home (`empty`).
 */
export const merchantCreateSchema = z.object({
  code: merchantCodeSchema,
  name: text(80).trim().min(1),
  domains: z.array(domainSchema).min(1).max(200),
  tempPassword: text(64).min(8),
  template: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('copy'), from: merchantCodeSchema }),
    z.object({ kind: z.literal('empty') }),
  ]),
});
export type MerchantCreate = z.infer<typeof merchantCreateSchema>;

/**
 * `PATCH /admin/merchants/:code` (JSON merge patch, RFC 7396): the parts given replace the stored
 * ones, `null` removes an optional part; the merged settings must pass the settings schema.
 */
export const merchantPatchSchema = z.object({
  settings: z.record(text(64), z.unknown()).optional(),
  domains: z.array(domainSchema).min(1).max(200).optional(),
  tempPassword: text(64).min(8).optional(),
  /** false re-enables a disabled merchant. */
  disabled: z.boolean().optional(),
});
export type MerchantPatch = z.infer<typeof merchantPatchSchema>;

// ---------------------------------------------------------------------------------------------
// Members

const isoDate = z.iso.date().max(10).check(cleanText);
export const memberSearchQuerySchema = pageQuerySchema.extend({
  id: z.coerce.number().int().positive().optional(),
  username: text(40).trim().min(1).optional(),
  mobile: text(20)
    .trim()
    .regex(/^\d{4,20}$/)
    .optional(),
  email: text(254).trim().min(3).optional(),
  type: z.coerce.number().int().min(0).max(9).optional(),
  labelId: z.coerce.number().int().positive().optional(),
  /** Registration date range, inclusive, in the server's time zone (UTC). */
  regFrom: isoDate.optional(),
  regTo: isoDate.optional(),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

export const memberSummarySchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  type: z.number().int(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  email: z.string().nullable(),
  clubLabel: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  regDate: epochMs,
  lastLoginAt: epochMs.nullable(),
  locked: z.boolean(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberDetailSchema = memberSummarySchema.extend({
  payeeName: z.string().nullable(),
  language: z.string().nullable(),
  lockedAt: epochMs.nullable(),
  lockReason: z.string().nullable(),
  mustChangePassword: z.boolean(),
  usesTempPassword: z.boolean(),
  secondFactors: z.array(z.enum(SECOND_FACTOR_METHODS)),
  totpEnabled: z.boolean(),
  lastLogin: z
    .object({ at: epochMs, ip: z.string().nullable(), deviceId: z.string().nullable() })
    .nullable(),
  /** Open sessions; `id` is a short prefix of the stored hash (never the token). */
  sessions: z.array(
    z.object({
      id: z.string(),
      ip: z.string(),
      device: z.string().nullable(),
      createdAt: epochMs,
      expiresAt: epochMs,
    }),
  ),
  identities: z.array(
    z.object({
      issuer: z.string(),
      method: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      createdAt: epochMs,
    }),
  ),
  statistics: z.object({ deposits: z.number().int(), withdrawals: z.number().int() }),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const memberPatchSchema = z.object({
  type: z.number().int().min(0).max(9).optional(),
  clubLabelId: z.number().int().positive().nullable().optional(),
});

/** The temporary password is shown once, in this answer; the member must change it at next login. */
export const memberResetPasswordResultSchema = z.object({ temporaryPassword: z.string() });

export const memberLockSchema = z.object({ reason: text(200).trim().min(1) });

/**
 * Sets the member's successful deposit and withdrawal counts that drive the download prompts
 * (§2 screen 7), to try a merchant's set-up.
 */
export const memberStatisticsSchema = z.object({
  deposits: z.number().int().min(0).max(1000),
  withdrawals: z.number().int().min(0).max(1000),
});

export const agentApplicationViewSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  userName: z.string(),
  realName: z.string(),
  mobileNum: z.string(),
  email: z.string().nullable(),
  imType: z.string(),
  imAccount: z.string(),
  note: z.string().nullable(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  createdAt: epochMs,
});
export const agentApplicationQuerySchema = pageQuerySchema.extend({
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).optional(),
});
/** Approving makes the member an agent (type 1). */
export const agentDecisionSchema = z.object({ decision: z.enum(['APPROVE', 'REJECT']) });

// ---------------------------------------------------------------------------------------------
// Audit

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: epochMs,
  /** null for the ADMIN_TOKEN bootstrap owner. */
  operatorId: z.number().int().nullable(),
  operatorName: z.string(),
  merchantCode: z.string().nullable(),
  /** e.g. `merchant.patch`, `banner.create`, `member.lock`. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The target before and after the write, secrets masked. */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  merchantCode: merchantCodeSchema.optional(),
  operatorId: z.coerce.number().int().positive().optional(),
  targetType: text(40).trim().min(1).optional(),
  targetId: text(80).trim().min(1).optional(),
  action: text(60).trim().min(1).optional(),
  /** Epoch ms, inclusive; at most the last instant a JavaScript Date holds (else no date at all). */
  from: z.coerce.number().int().min(0).max(8_640_000_000_000_000).optional(),
  to: z.coerce.number().int().min(0).max(8_640_000_000_000_000).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Uploads

/**
 * The answer of an image upload: the address to put in a content item's image field (a path of
 * this site with the built-in storage), what the bytes turned out to be, and the size a console
 * shows next to the preview. What is accepted is in rules/uploads.ts.
 */
export const uploadedImageSchema = z
  .object({
    url: z.string(),
    contentType: z.enum(Object.keys(UPLOAD_IMAGE_TYPES) as [UploadImageType, ...UploadImageType[]]),
    bytes: z.number().int().positive(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** SHA-256 of the bytes in hex: the same image uploaded twice has the same address. */
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .meta({ id: 'AdminUploadedImage' });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
