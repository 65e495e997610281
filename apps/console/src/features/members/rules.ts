import { memberSearchQuerySchema } from '@member-app/contract/schemas/admin';
import type { MemberSearch } from './api/search-members';

/** The member search's criteria, in the order the form shows them. */
export const SEARCH_FIELDS = [
  'username',
  'mobile',
  'email',
  'id',
  'type',
  'labelId',
  'regFrom',
  'regTo',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchForm = Record<SearchField, string>;

export const EMPTY_SEARCH: SearchForm = Object.fromEntries(
  SEARCH_FIELDS.map((f) => [f, '']),
) as SearchForm;

/** The search kept in the address, so that coming back from a member finds the same list. */
export function formFromParams(params: URLSearchParams): { form: SearchForm; page: number } {
  const form = { ...EMPTY_SEARCH };
  for (const field of SEARCH_FIELDS) form[field] = params.get(field) ?? '';
  const page = Number(params.get('page'));
  return { form, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function paramsFromForm(form: SearchForm, page = 1): Record<string, string> {
  const params: Record<string, string> = {};
  for (const field of SEARCH_FIELDS) {
    const value = form[field].trim();
    if (value) params[field] = value;
  }
  if (page > 1) params.page = String(page);
  return params;
}

export type ParsedSearch =
  { ok: true; search: MemberSearch } | { ok: false; errors: Partial<Record<SearchField, string>> };

/**
 * The criteria checked with the contract's own rule (the one the server applies), so a mobile
 * number with letters is refused here with the same message instead of by the server.
 */
export function parseSearch(form: SearchForm, page = 1): ParsedSearch {
  const given = paramsFromForm(form);
  const parsed = memberSearchQuerySchema.safeParse({ ...given, page });
  if (!parsed.success) {
    const errors: Partial<Record<SearchField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SearchField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { size: _size, ...search } = parsed.data;
  return { ok: true, search };
}

/**
 * Member types an operator can give (SPEC §3 member info, §6 roles): 0 a member, 1 and 2 agents,
 * 4 a member without chat; the others have no meaning the app shows.
 */
export const MEMBER_TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type MemberTypeKind = 'member' | 'agent' | 'noChat' | 'other';

export function memberTypeKind(type: number): MemberTypeKind {
  if (type === 0) return 'member';
  if (type === 1 || type === 2) return 'agent';
  if (type === 4) return 'noChat';
  return 'other';
}
