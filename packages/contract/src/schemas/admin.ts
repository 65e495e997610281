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
import { merchantSettingsSchema } from './merchant-settings';
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

export const merchantCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, dash or underscore, at most 64');
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
const operatorUsername = z.string().trim().regex(OPERATOR_USERNAME_PATTERN);
const operatorPassword = z.string().min(OPERATOR_PASSWORD_MIN).max(OPERATOR_PASSWORD_MAX);
const totpCode = z.string().regex(/^\d{6}$/, 'six digits');

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
  .meta({
    id: 'Operator',
    description: 'An operator account (never its password or TOTP secret).',
  });
export type Operator = z.infer<typeof operatorSchema>;

export const operatorLoginSchema = z
  .object({
    username: z.string().trim().min(1).max(40),
    password: z.string().min(1).max(OPERATOR_PASSWORD_MAX),
    /** Required when the operator turned on TOTP. */
    totp: totpCode.optional(),
  })
  .meta({ id: 'OperatorLogin' });
export type OperatorLogin = z.infer<typeof operatorLoginSchema>;

export const operatorTokenSchema = z
  .object({
    /** Opaque; send as `Authorization: Bearer <token>`. Stored only hashed on the server. */
    token: z.string(),
    expiresAt: epochMs,
    operator: operatorSchema,
  })
  .meta({ id: 'OperatorToken' });
export type OperatorToken = z.infer<typeof operatorTokenSchema>;

export const operatorCreateSchema = z
  .object({
    username: operatorUsername,
    /** A temporary password: the operator must change it at first login. */
    password: operatorPassword,
    role: operatorRoleSchema,
    allMerchants: z.boolean().default(false),
    merchantCodes: merchantScope.merchantCodes.default([]),
  })
  .meta({ id: 'OperatorCreate' });
export type OperatorCreate = z.input<typeof operatorCreateSchema>;

export const operatorPatchSchema = z
  .object({
    role: operatorRoleSchema.optional(),
    allMerchants: z.boolean().optional(),
    merchantCodes: merchantScope.merchantCodes.optional(),
    /** Disabling ends every session of the operator. */
    disabled: z.boolean().optional(),
  })
  .meta({ id: 'OperatorPatch' });
export type OperatorPatch = z.infer<typeof operatorPatchSchema>;

/** An owner sets a temporary password; the operator's sessions end and a change is forced. */
export const operatorResetPasswordSchema = z
  .object({ password: operatorPassword })
  .meta({ id: 'OperatorResetPassword' });

/** An operator changes their own password; their other sessions end. */
export const operatorChangePasswordSchema = z
  .object({
    oldPassword: z.string().min(1).max(OPERATOR_PASSWORD_MAX),
    newPassword: operatorPassword,
  })
  .meta({ id: 'OperatorChangePassword' });

/** Turning TOTP on: the secret to scan, confirmed by a first code. */
export const operatorTotpSetupSchema = z
  .object({ secret: z.string(), otpauthUrl: z.string() })
  .meta({ id: 'OperatorTotpSetup' });
export const operatorTotpConfirmSchema = z
  .object({ code: totpCode })
  .meta({ id: 'OperatorTotpConfirm' });

export const operatorListQuerySchema = pageQuerySchema.extend({
  role: operatorRoleSchema.optional(),
  q: z.string().trim().min(1).max(40).optional(),
});

// ---------------------------------------------------------------------------------------------
// Merchants

/** What an answer shows in place of a write-only secret (rules/secrets.ts). */
export const secretMarkerSchema = z
  .object({ set: z.boolean() })
  .meta({ id: 'SecretMarker', description: 'A write-only secret: only whether it is set.' });
/** On write a secret is a new value, `null` to clear it, or the marker sent back (kept as is). */
const secretInput = z.union([z.string().min(1).max(8192), secretMarkerSchema]).nullable();

const s2s = trackingSettingsSchema.shape.s2s.unwrap().shape;
/** The settings as an operator reads them: every secret replaced by its marker. */
export const merchantSettingsViewSchema = merchantSettingsSchema
  .extend({
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
  })
  .meta({ id: 'MerchantSettingsView' });
export type MerchantSettingsView = z.infer<typeof merchantSettingsViewSchema>;

/** The settings as an operator writes them: secrets are values, `null`, or the marker sent back. */
export const merchantSettingsInputSchema = merchantSettingsSchema.extend({
  secrets: z
    .object({
      geetestKey: secretInput.optional(),
      fcmServiceAccount: z
        .object({ clientEmail: z.email(), privateKey: secretInput.optional() })
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

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/, 'a host name');

export const merchantSummarySchema = z
  .object({
    code: z.string(),
    name: z.string(),
    domains: z.array(z.string()),
    disabled: z.boolean(),
    createdAt: epochMs,
    updatedAt: epochMs,
  })
  .meta({ id: 'MerchantSummary' });
export type MerchantSummary = z.infer<typeof merchantSummarySchema>;

export const merchantViewSchema = z
  .object({
    code: z.string(),
    settings: merchantSettingsViewSchema,
    domains: z.array(z.string()),
    /** The default temporary password of SPEC §5: write-only. */
    tempPassword: secretMarkerSchema,
    disabled: z.boolean(),
    /** The same as the `ETag` header; send it back in `If-Match` to write without losing others' changes. */
    version: z.string(),
    updatedAt: epochMs,
  })
  .meta({ id: 'MerchantView' });
export type MerchantView = z.infer<typeof merchantViewSchema>;

export const merchantListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().min(1).max(64).optional(),
  includeDisabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/**
 * A new merchant starts from a template: a copy of another merchant's settings and content
 * (`copy`, the code's domains and secrets are not copied) or an empty but working home (`empty`).
 */
export const merchantCreateSchema = z
  .object({
    code: merchantCodeSchema,
    name: z.string().trim().min(1).max(80),
    domains: z.array(domainSchema).min(1).max(200),
    tempPassword: z.string().min(8).max(64),
    template: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('copy'), from: merchantCodeSchema }),
      z.object({ kind: z.literal('empty') }),
    ]),
  })
  .meta({ id: 'MerchantCreate' });
export type MerchantCreate = z.infer<typeof merchantCreateSchema>;

/**
 * `PATCH /admin/merchants/:code` (JSON merge patch, RFC 7396): the parts given replace the stored
 * ones, `null` removes an optional part; the merged settings must pass the settings schema.
 */
export const merchantPatchSchema = z
  .object({
    settings: z.record(z.string(), z.unknown()).optional(),
    domains: z.array(domainSchema).min(1).max(200).optional(),
    tempPassword: z.string().min(8).max(64).optional(),
    /** false re-enables a disabled merchant. */
    disabled: z.boolean().optional(),
  })
  .meta({ id: 'MerchantPatch' });
export type MerchantPatch = z.infer<typeof merchantPatchSchema>;

// ---------------------------------------------------------------------------------------------
// Members

const isoDate = z.iso.date();
export const memberSearchQuerySchema = pageQuerySchema.extend({
  id: z.coerce.number().int().positive().optional(),
  username: z.string().trim().min(1).max(40).optional(),
  mobile: z
    .string()
    .trim()
    .regex(/^\d{4,20}$/)
    .optional(),
  email: z.string().trim().min(3).max(254).optional(),
  type: z.coerce.number().int().min(0).max(9).optional(),
  labelId: z.coerce.number().int().positive().optional(),
  /** Registration date range, inclusive, in the server's time zone (UTC). */
  regFrom: isoDate.optional(),
  regTo: isoDate.optional(),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

export const memberSummarySchema = z
  .object({
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
  })
  .meta({ id: 'MemberSummary' });
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberDetailSchema = memberSummarySchema
  .extend({
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
  })
  .meta({ id: 'MemberDetail' });
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const memberPatchSchema = z
  .object({
    type: z.number().int().min(0).max(9).optional(),
    clubLabelId: z.number().int().positive().nullable().optional(),
  })
  .meta({ id: 'MemberPatch' });

/** The temporary password is shown once, in this answer; the member must change it at next login. */
export const memberResetPasswordResultSchema = z
  .object({ temporaryPassword: z.string() })
  .meta({ id: 'MemberResetPasswordResult' });

export const memberLockSchema = z
  .object({ reason: z.string().trim().min(1).max(200) })
  .meta({ id: 'MemberLock' });

/**
 * Sets the member's successful deposit and withdrawal counts that drive the download prompts
 * (§2 screen 7), to try a merchant's set-up.
 */
export const memberStatisticsSchema = z
  .object({
    deposits: z.number().int().min(0).max(1000),
    withdrawals: z.number().int().min(0).max(1000),
  })
  .meta({ id: 'MemberStatistics' });

export const agentApplicationViewSchema = z
  .object({
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
  })
  .meta({ id: 'AgentApplicationView' });
export const agentApplicationQuerySchema = pageQuerySchema.extend({
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).optional(),
});
/** Approving makes the member an agent (type 1). */
export const agentDecisionSchema = z
  .object({ decision: z.enum(['APPROVE', 'REJECT']) })
  .meta({ id: 'AgentDecision' });

// ---------------------------------------------------------------------------------------------
// Audit

export const auditEntrySchema = z
  .object({
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
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  merchantCode: merchantCodeSchema.optional(),
  operatorId: z.coerce.number().int().positive().optional(),
  targetType: z.string().trim().min(1).max(40).optional(),
  targetId: z.string().trim().min(1).max(80).optional(),
  action: z.string().trim().min(1).max(60).optional(),
  /** Epoch ms, inclusive. */
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Uploads

export const uploadResultSchema = z
  .object({
    /** A path of this site, served with a long cache lifetime (the name is the content's hash). */
    url: z.string(),
    contentType: z.string(),
    bytes: z.number().int(),
  })
  .meta({ id: 'UploadResult' });
/** Raster images only: an SVG served from this origin could carry script. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
