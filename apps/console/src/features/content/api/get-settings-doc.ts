import { useQuery } from '@tanstack/react-query';
import {
  CONTENT_SETTINGS_SCHEMAS,
  type ContentSettingsDoc,
} from '@member-app/contract/schemas/admin-content';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { settingsDocPath, settingsDocQueryKey } from './settings-doc-path';

/** A settings document as stored, or null while it was never set. */
export async function getSettingsDoc(
  code: string,
  doc: ContentSettingsDoc,
): Promise<Record<string, unknown> | null> {
  return apiGet(settingsDocPath(code, doc), {
    schema: CONTENT_SETTINGS_SCHEMAS[doc].nullable() as unknown as z.ZodType<Record<
      string,
      unknown
    > | null>,
  });
}

export function useSettingsDoc(code: string, doc: ContentSettingsDoc) {
  return useQuery({
    queryKey: settingsDocQueryKey(code, doc),
    queryFn: () => getSettingsDoc(code, doc),
  });
}
