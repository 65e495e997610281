import { Alert, Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import {
  CONTENT_ITEM_SCHEMAS,
  contentPatchSchema,
} from '@member-app/contract/schemas/admin-content';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/error-message';
import { useContentItem } from '../api/get-content';
import { useSaveContent } from '../api/save-content';
import { uploadImage } from '../api/upload-image';
import { contentSpec, type ContentTypeSpec } from '../content-types';
import type { PreviewType } from '@member-app/contract/schemas/preview';
import { createDraftFeed, PhonePreview, PREVIEW_TYPES } from './phone-preview';
import { SchemaForm } from './schema-form';

function Editor({
  spec,
  code,
  id,
  item,
}: {
  spec: ContentTypeSpec;
  code: string;
  id: number | null;
  item: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveContent(code, spec.type);
  const listPath = `/merchants/${encodeURIComponent(code)}/content/${spec.type}`;
  const schema = id === null ? CONTENT_ITEM_SCHEMAS[spec.type] : contentPatchSchema(spec.type);
  // What the form holds now and each change of it, for the phone preview.
  const feed = useMemo(() => createDraftFeed(), []);
  const previewable = PREVIEW_TYPES.includes(spec.type);
  const form = (
    <Paper withBorder p="lg" style={{ flex: 1, minWidth: 0 }}>
      <Stack>
        {save.error && (
          <Alert color="red" role="alert">
            {errorMessage(save.error, t)}
          </Alert>
        )}
        <SchemaForm
          fields={spec.fields}
          schema={schema as z.ZodType<Record<string, unknown>>}
          item={item}
          hints={spec.hints}
          upload={(file) => uploadImage(code, file)}
          pending={save.isPending}
          onCancel={() => void navigate(listPath)}
          onBody={previewable ? feed.push : undefined}
          onSubmit={(body) =>
            save.mutate(
              { id, body },
              {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: t('content.saved') });
                  void navigate(listPath);
                },
              },
            )
          }
        />
      </Stack>
    </Paper>
  );
  if (!previewable) return form;
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      {form}
      <PhonePreview code={code} type={spec.type as PreviewType} id={id} feed={feed} />
    </Group>
  );
}

/** Creates (`new`) or edits one item of a content type. */
export function ContentEditorPage() {
  const { t } = useTranslation();
  const { code = '', type, id: idParam } = useParams();
  const spec = contentSpec(type);
  const id = idParam === 'new' || !idParam ? null : Number(idParam);
  const item = useContentItem(code, spec?.type ?? 'banners', spec && id !== null ? id : null);
  if (!spec || (id !== null && !Number.isInteger(id)))
    return <Alert color="yellow">{t('errors.pageNotFound')}</Alert>;
  const typeName = t(`content.types.${spec.type}` as 'content.types.banners');
  return (
    <Stack>
      <Anchor component={Link} to={`/merchants/${encodeURIComponent(code)}/content/${spec.type}`}>
        ← {typeName}
      </Anchor>
      <Title order={1} size="h2">
        {id === null ? t('content.new', { type: typeName }) : t('content.edit', { type: typeName })}
      </Title>
      {id === null ? (
        <Editor spec={spec} code={code} id={null} item={spec.initial ?? {}} />
      ) : (
        <QueryState query={item}>
          {(data) => <Editor key={data.id} spec={spec} code={code} id={id} item={data} />}
        </QueryState>
      )}
    </Stack>
  );
}
