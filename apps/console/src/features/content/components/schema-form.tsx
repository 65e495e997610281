import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { UploadedImageInfo } from '../../../components/image-field';
import type { FieldSpec } from '../field-kinds';
import { toBody, toFormValues, type FormValues } from '../rules';
import { ContentField } from './content-field';

/** The contract's schema checks what the form would send; its messages land on the fields. */
export function contractResolver(
  fields: readonly FieldSpec[],
  schema: z.ZodType,
): Resolver<FormValues> {
  return (values) => {
    const result = schema.safeParse(toBody(fields, values));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? 'root');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

const WIDE = new Set(['html', 'textarea', 'conditionList']);

/**
 * A form of fields read from a contract schema (field-kinds.ts), validated by that schema; it
 * hands the parsed value to `onSubmit`.
 */
export function SchemaForm<T>({
  fields,
  schema,
  item,
  hints,
  upload,
  onSubmit,
  onCancel,
  pending = false,
  submitLabel,
  onBody,
}: {
  fields: readonly FieldSpec[];
  schema: z.ZodType<T>;
  item: Record<string, unknown>;
  hints?: Record<string, string | null> | undefined;
  upload: (file: File) => Promise<UploadedImageInfo>;
  onSubmit: (value: T) => void;
  onCancel: () => void;
  pending?: boolean;
  submitLabel?: string;
  /** Told the body the form would send, now and after every change (a live preview reads it). */
  onBody?: (body: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<FormValues>({
    resolver: contractResolver(fields, schema),
    defaultValues: toFormValues(fields, item),
  });
  useEffect(() => {
    if (!onBody) return;
    onBody(toBody(fields, form.getValues()));
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => onBody(toBody(fields, values)),
    });
  }, [form, fields, onBody]);
  const submit = form.handleSubmit((values) => onSubmit(schema.parse(toBody(fields, values))));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <SimpleGrid cols={2}>
          {fields.map((f) => (
            <div key={f.name} style={WIDE.has(f.kind) ? { gridColumn: '1 / -1' } : undefined}>
              <ContentField
                spec={f}
                hint={hints?.[f.name]}
                control={form.control}
                errors={form.formState.errors}
                upload={upload}
              />
            </div>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel ?? t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
