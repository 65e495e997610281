import { memberDetailSchema, type memberPatchSchema } from '@member-app/contract/schemas/admin';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { membersPath } from './member-path';
import { useMemberWrite } from './member-write';

export type MemberPatch = z.infer<typeof memberPatchSchema>;

/** Changes the member's type (their sessions end) or VIP label (null removes it). */
export async function patchMember(code: string, id: number, patch: MemberPatch) {
  const { value } = await apiCall(membersPath(code, id), {
    method: 'PATCH',
    body: patch,
    schema: memberDetailSchema,
  });
  return value;
}

export function usePatchMember(code: string, id: number) {
  return useMemberWrite(
    code,
    id,
    (patch: MemberPatch) => patchMember(code, id, patch),
    (d) => d,
  );
}
