import {
  CONTENT_SETTINGS_SCHEMAS,
  type ContentSettingsDoc,
} from '@member-app/contract/schemas/admin-content';
import type { z } from 'zod';
import { fieldsFromSchema, type FieldSpec } from './field-kinds';

/**
 * The one-per-merchant documents of the content API (`content/settings/:doc`), in the order the
 * navigation lists them: the referral program, what the deposit page offers, what withdrawals
 * allow. Their forms are the contract's schemas read by field-kinds.ts, as the content editor's.
 */
export const SETTINGS_DOCS = [
  'referral',
  'deposit',
  'withdraw',
] as const satisfies readonly ContentSettingsDoc[];

export type SettingsDocValue<D extends ContentSettingsDoc> = z.infer<
  (typeof CONTENT_SETTINGS_SCHEMAS)[D]
>;

export interface SettingsDocSpec {
  doc: ContentSettingsDoc;
  fields: readonly FieldSpec[];
  /** Hint keys other than the field's name (`content.hints.<key>`). */
  hints?: Record<string, string | null>;
  /** Label keys other than the field's name (`content.fields.<key>`). */
  labels?: Record<string, string>;
}

export function settingsDocSpec(doc: string | undefined): SettingsDocSpec | null {
  if (!SETTINGS_DOCS.includes(doc as ContentSettingsDoc)) return null;
  const d = doc as ContentSettingsDoc;
  return {
    doc: d,
    fields: fieldsFromSchema(CONTENT_SETTINGS_SCHEMAS[d]),
    // "Shown" is an item's switch; here it runs the program.
    ...(d === 'referral'
      ? { hints: { enabled: 'referralEnabled' }, labels: { enabled: 'referralEnabled' } }
      : {}),
  };
}

/**
 * The form a document starts from while it is not set (the API answers null): the referral program
 * switched on but empty (a title and a reward are for the operator to give), the payment sides
 * closed as the server treats them until set (no channels, zero limits), in the merchant's currency.
 */
export function starterDoc(doc: ContentSettingsDoc, currency: string): Record<string, unknown> {
  switch (doc) {
    case 'referral':
      return { enabled: true, title: '', description: '', rewardPerFriend: 0, currency, rules: [] };
    case 'deposit':
      return {
        currency,
        minAmount: 0,
        maxAmount: 0,
        dailyLimit: 0,
        quickAmounts: [],
        channels: [],
      };
    case 'withdraw':
      return { currency, minAmount: 0, maxAmount: 0, dailyCountLimit: 0, maxAccountsPerKind: 1 };
  }
}
