import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CONTENT_ITEM_SCHEMAS,
  contentPatchSchema,
} from '@member-app/contract/schemas/admin-content';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/error-message';
import { useContentItem } from '../api/get-content';
import { useSaveContent } from '../api/save-content';
import { uploadImage } from '../api/upload-image';
import { contentSpec, type ContentTypeSpec } from '../content-types';
import { toBody, toFormValues, type FormValues } from '../rules';
import { ContentField } from './content-field';

/** The contract's schema checks what the form would send; its messages land on the fields. */
function contractResolver(spec: ContentTypeSpec, isNew: boolean): Resolver<FormValues> {
  return (values) => {
    const body = toBody(spec.fields, values);
    const schema = isNew ? CONTENT_ITEM_SCHEMAS[spec.type] : contentPatchSchema(spec.type);
    const result = schema.safeParse(body);
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? 'root');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

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
  const form = useForm<FormValues>({
    resolver: contractResolver(spec, id === null),
    defaultValues: toFormValues(spec.fields, item),
  });
  const listPath = `/merchants/${encodeURIComponent(code)}/content/${spec.type}`;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id, body: toBody(spec.fields, values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('content.saved') });
          void navigate(listPath);
        },
      },
    ),
  );
  return (
    <Paper withBorder p="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          {save.error && (
            <Alert color="red" role="alert">
              {errorMessage(save.error, t)}
            </Alert>
          )}
          <SimpleGrid cols={2}>
            {spec.fields.map((f) => (
              <div
                key={f.name}
                style={
                  ['html', 'textarea', 'conditionList'].includes(f.kind)
                    ? { gridColumn: '1 / -1' }
                    : undefined
                }
              >
                <ContentField
                  spec={f}
                  hint={spec.hints?.[f.name]}
                  control={form.control}
                  upload={(file) => uploadImage(code, file)}
                  errors={form.formState.errors}
                />
              </div>
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button component={Link} to={listPath} variant="default">
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
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
