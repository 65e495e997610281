import { ADMIN_ERROR_CODES, ERROR_CODES } from '@member-app/contract/errors';
import { keepSecrets, maskSecrets } from '@member-app/contract/rules/secrets';
import type {
  MerchantCreate,
  MerchantPatch,
  MerchantSettingsView,
  MerchantView,
} from '@member-app/contract/schemas/admin';
import {
  merchantSettingsSchema,
  resourceInputSchema,
  type MerchantSettings,
} from '@member-app/contract/schemas/merchant-settings';
import { z } from 'zod';
import { demoMerchantSettings } from '../../db/seed/demo-merchant';
import { AppError } from '../../lib/errors';
import type { MerchantAdminRepository, MerchantRow } from './merchant-repository';
import { copiedSettings, starterSettings } from './starter-settings';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** RFC 7396 JSON merge patch: objects merge key by key, null removes, anything else replaces. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const result: Json = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

/** The ETag of a merchant version (strong: the version names one exact document). */
export const etagOf = (version: number) => `"${version}"`;

/** The version an `If-Match` header names; undefined when absent, NaN when unreadable. */
function versionFrom(ifMatch: string | undefined): number | null {
  if (ifMatch === undefined) return null;
  const m = /^"(\d+)"$/.exec(ifMatch.trim());
  return m ? Number(m[1]) : Number.NaN;
}

const invalidSettings = (issues: z.core.$ZodIssue[], prefix: PropertyKey[] = []) =>
  new AppError(400, ERROR_CODES.VALIDATION, 'The settings are not valid', {
    issues: issues.map((i) => ({ path: [...prefix, ...i.path].join('.'), message: i.message })),
  });

function parseSettings(value: unknown): MerchantSettings {
  const parsed = merchantSettingsSchema.safeParse(value);
  if (!parsed.success) throw invalidSettings(parsed.error.issues);
  return parsed.data;
}

/**
 * Download links a patch writes are held to the rule for writing them (contract
 * `resourceInputSchema`, as the PUT body is); a patch of other settings leaves stored links alone.
 */
function checkWrittenResources(patch: Json) {
  if (patch.resources === undefined || patch.resources === null) return;
  const parsed = z.array(resourceInputSchema).safeParse(patch.resources);
  if (!parsed.success) throw invalidSettings(parsed.error.issues, ['resources']);
}

/** The secrets a copied merchant never inherits: they belong to the source's accounts. */
const withoutSecrets = (settings: MerchantSettings): MerchantSettings => ({
  ...settings,
  secrets: { geetestKey: null, fcmServiceAccount: null },
  tracking: {
    ...settings.tracking,
    s2s: {
      facebook: { ...settings.tracking.s2s.facebook, accessToken: null },
      tiktok: { ...settings.tracking.s2s.tiktok, accessToken: null },
    },
  },
});

/** Merchants as operators run them: list, create from a template, read, patch, disable. */
export function createMerchantAdminService(repo: MerchantAdminRepository) {
  const view = (row: MerchantRow): MerchantView => ({
    code: row.code,
    settings: maskSecrets(
      merchantSettingsSchema.parse(row.settings),
    ) as unknown as MerchantSettingsView,
    domains: row.domains,
    tempPassword: { set: row.tempPassword.length > 0 },
    disabled: row.disabledAt !== null,
    version: etagOf(row.version),
    updatedAt: row.updatedAt.getTime(),
  });

  async function mustRead(code: string) {
    const row = await repo.read(code);
    if (!row) throw new AppError(404, ERROR_CODES.MERCHANT_NOT_FOUND, 'Unknown merchant');
    return row;
  }

  async function refuseTakenDomains(code: string, domains: string[]) {
    const taken = await repo.takenDomains(code, domains);
    if (taken.length > 0) {
      throw new AppError(
        409,
        ADMIN_ERROR_CODES.CONFLICT,
        `Domain used by another merchant: ${taken.join(', ')}`,
      );
    }
  }

  /** 412 when `If-Match` names another version than the stored one. */
  function checkVersion(row: MerchantRow, ifMatch: string | undefined) {
    const expected = versionFrom(ifMatch);
    if (expected !== null && expected !== row.version) {
      throw new AppError(412, ADMIN_ERROR_CODES.STALE, 'The merchant changed since it was read', {
        version: etagOf(row.version),
      });
    }
    return expected;
  }

  return {
    list: (q: Parameters<MerchantAdminRepository['list']>[0]) => repo.list(q),
    view,
    read: async (code: string) => view(await mustRead(code)),

    async create(input: MerchantCreate) {
      let settings: MerchantSettings;
      let copyFrom: string | null = null;
      if (input.template.kind === 'copy') {
        const source = await mustRead(input.template.from);
        settings = withoutSecrets(merchantSettingsSchema.parse(source.settings));
        copyFrom = source.code;
        settings = copiedSettings(settings, input.name);
      } else {
        const base = withoutSecrets(merchantSettingsSchema.parse(demoMerchantSettings));
        settings = starterSettings(base, input.name);
      }
      const domains = [...new Set(input.domains)];
      await refuseTakenDomains(input.code, domains);
      const created = await repo.create({
        code: input.code,
        settings,
        tempPassword: input.tempPassword,
        domains,
        copyFrom,
      });
      if (!created)
        throw new AppError(409, ADMIN_ERROR_CODES.CONFLICT, 'This merchant code is taken');
      return view(await mustRead(input.code));
    },

    /**
     * JSON merge patch of the settings (secrets left out or sent back as their marker are kept),
     * domains, temporary password or disabled flag; 412 when `If-Match` is stale.
     */
    async patch(code: string, patch: MerchantPatch, ifMatch: string | undefined) {
      const row = await mustRead(code);
      const expected = checkVersion(row, ifMatch);
      const stored = row.settings as unknown as Json;
      if (patch.settings) checkWrittenResources(patch.settings);
      const settings = patch.settings
        ? // Markers sent back become the stored values; null still clears (merge patch removes it).
          parseSettings(mergePatch(stored, keepSecrets(patch.settings, stored)))
        : undefined;
      const domains = patch.domains ? [...new Set(patch.domains)] : undefined;
      if (domains) await refuseTakenDomains(code, domains);
      const written = await repo.write(code, expected ?? row.version, {
        ...(settings ? { settings } : {}),
        ...(patch.tempPassword ? { tempPassword: patch.tempPassword } : {}),
        ...(patch.disabled !== undefined ? { disabledAt: patch.disabled ? new Date() : null } : {}),
        ...(domains ? { domains } : {}),
      });
      if (!written) {
        const now = await mustRead(code);
        throw new AppError(412, ADMIN_ERROR_CODES.STALE, 'The merchant changed since it was read', {
          version: etagOf(now.version),
        });
      }
      return { before: view(row), after: view(await mustRead(code)) };
    },

    /** The whole settings document (PUT): secrets left out are kept. */
    async replace(
      code: string,
      input: { settings: Json; domains: string[]; tempPassword: string },
      ifMatch: string | undefined,
    ) {
      const row = await repo.read(code);
      if (row) checkVersion(row, ifMatch);
      const settings = parseSettings(keepSecrets(input.settings, row ? row.settings : null));
      return { before: row ? view(row) : null, settings };
    },

    async disable(code: string) {
      const row = await mustRead(code);
      await repo.write(code, null, { disabledAt: new Date() });
      return { before: view(row), after: view(await mustRead(code)) };
    },
  };
}

export type MerchantAdminService = ReturnType<typeof createMerchantAdminService>;
