/**
 * The settings forms' pure decisions (no React): how a write-only secret field becomes part of a
 * merge patch, and how form text maps to the settings document's values.
 */

import { z } from 'zod';
import { RESOURCE_TYPES } from '@member-app/contract/constants';
import type { SecretDraft } from '../../components/secret-field';

/**
 * The secret's place in a merge patch (rules/secrets.ts on the server): left out keeps the stored
 * value, a string replaces it, null clears it. A replacement left empty keeps it too.
 */
export function secretPatchValue(draft: SecretDraft): string | null | undefined {
  if (draft.mode === 'clear') return null;
  if (draft.mode === 'replace' && draft.value.length > 0) return draft.value;
  return undefined;
}

/** `''` from an optional text field is "no value" in the document. */
export function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function emptyToUndefined(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch ms as the value of an `<input type="datetime-local">`, in the operator's time zone. */
export function toLocalDateTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The value of a datetime-local input as epoch ms; empty or unreadable is null. */
export function fromLocalDateTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** Drops keys whose value is undefined, so a merge patch leaves those parts as stored. */
export function withoutUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The JSON merge patch (RFC 7396) that turns `before` into `after`: keys that went away are null,
 * objects are compared key by key, anything else that changed is sent whole. Undefined when nothing
 * changed. Used for maps such as the SEO entries, where a removed path must be said out loud.
 */
export function mergePatchBetween(before: unknown, after: unknown): Json | undefined {
  if (isObject(before) && isObject(after)) {
    const patch: Record<string, Json> = {};
    for (const key of Object.keys(before)) if (!(key in after)) patch[key] = null;
    for (const [key, value] of Object.entries(after)) {
      const part = mergePatchBetween(before[key], value);
      if (part !== undefined) patch[key] = part;
    }
    return Object.keys(patch).length > 0 ? patch : undefined;
  }
  return JSON.stringify(before) === JSON.stringify(after) ? undefined : (after as Json);
}

export interface SeoRow {
  /** A host name, or `*` for every domain. */
  domain: string;
  path: string;
  title: string;
  description: string;
  canonical: string;
}

type SeoMap = Record<
  string,
  Record<string, { title: string; description: string; canonical?: string }>
>;

/** The settings' SEO map (domain → path → entry) as rows of a table, every domain first. */
export function seoRows(seo: SeoMap): SeoRow[] {
  return Object.entries(seo)
    .sort(([a], [b]) => (a === '*' ? -1 : b === '*' ? 1 : a.localeCompare(b)))
    .flatMap(([domain, paths]) =>
      Object.entries(paths).map(([path, e]) => ({
        domain,
        path,
        title: e.title,
        description: e.description,
        canonical: e.canonical ?? '',
      })),
    );
}

/** The rows back as the settings' SEO map; an empty canonical is left out. */
export function seoMap(rows: readonly SeoRow[]): SeoMap {
  const map: SeoMap = {};
  for (const r of rows) {
    const domain = r.domain.trim().toLowerCase() || '*';
    (map[domain] ??= {})[r.path.trim()] = {
      title: r.title,
      description: r.description,
      ...(r.canonical.trim() ? { canonical: r.canonical.trim() } : {}),
    };
  }
  return map;
}

/** The form's schema of a write-only secret; `value` checks what a replacement may be. */
export const secretDraftSchema = (value: z.ZodType<string> = z.string().max(8192)) =>
  z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('keep') }),
    z.object({ mode: z.literal('replace'), value }),
    z.object({ mode: z.literal('clear') }),
  ]);

/**
 * An optional text of the settings as a form field: empty is "not set"; anything else must pass the
 * contract's `rule`, with the contract's message.
 */
export const optionalText = (rule: z.ZodType<unknown>) =>
  z.string().superRefine((value, ctx) => {
    if (value.trim() === '') return;
    const result = rule.safeParse(value.trim());
    if (!result.success)
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message });
  });

/** A new download link is of the first type the list lacks (each type once is the usual list). */
export function nextResourceType(
  resources: readonly { resourceType: string }[],
): (typeof RESOURCE_TYPES)[number] {
  return RESOURCE_TYPES.find((type) => !resources.some((r) => r.resourceType === type)) ?? 'IOS';
}
