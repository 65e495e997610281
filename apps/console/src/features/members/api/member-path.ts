/** Where a merchant's members live in the operator API, and the query keys of this feature. */
export const membersPath = (code: string, id?: number) =>
  `/admin/merchants/${encodeURIComponent(code)}/members${id === undefined ? '' : `/${id}`}`;

export const agentApplicationsPath = (code: string, id?: number) =>
  `/admin/merchants/${encodeURIComponent(code)}/agent-applications${id === undefined ? '' : `/${id}`}`;

/** Every query of one merchant's members starts with this key. */
export const membersQueryKey = (code: string) => ['members', code] as const;
export const memberQueryKey = (code: string, id: number) =>
  [...membersQueryKey(code), 'detail', id] as const;
export const agentApplicationsQueryKey = (code: string) => ['agent-applications', code] as const;
