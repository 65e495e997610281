import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CONTENT_SETTINGS_SCHEMAS,
  type ContentSettingsDoc,
} from '@member-app/contract/schemas/admin-content';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { settingsDocPath, settingsDocQueryKey } from './settings-doc-path';

/** Replaces a settings document; answers it as stored. */
export async function saveSettingsDoc(
  code: string,
  doc: ContentSettingsDoc,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { value } = await apiCall(settingsDocPath(code, doc), {
    method: 'PUT',
    body,
    schema: CONTENT_SETTINGS_SCHEMAS[doc] as unknown as z.ZodType<Record<string, unknown>>,
  });
  return value;
}

export function useSaveSettingsDoc(code: string, doc: ContentSettingsDoc) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => saveSettingsDoc(code, doc, body),
    onSuccess: (value) => queryClient.setQueryData(settingsDocQueryKey(code, doc), value),
    meta: { handlesErrors: true },
  });
}
