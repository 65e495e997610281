import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { UploadedImageInfo } from '../../../components/image-field';
import type { FieldSpec } from '../field-kinds';
import { errorPlace, toBody, toFormValues, type FormValues } from '../rules';
import { ContentField } from './content-field';

/** The contract's schema checks what the form would send; its messages land on the fields. */
export function contractResolver(
  fields: readonly FieldSpec[],
  schema: z.ZodType,
): Resolver<FormValues> {
  return (values) => {
    const result = schema.safeParse(toBody(fields, values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      // The first message of each place, nested as react-hook-form reads it (channels.0.code).
      const place = errorPlace(fields, issue.path);
      let at = errors;
      for (const [i, key] of place.entries()) {
        if (i === place.length - 1) at[key] ??= { type: issue.code, message: issue.message };
        else at = (at[key] ??= {}) as Record<string, unknown>;
      }
    }
    return { values: {}, errors: errors as FieldErrors<FormValues> };
  };
}

const WIDE = new Set(['html', 'textarea', 'textList', 'conditionList', 'objectList']);

/**
 * A form of fields read from a contract schema (field-kinds.ts), validated by that schema; it
 * hands the parsed value to `onSubmit`.
 */
export function SchemaForm<T>({
  fields,
  schema,
  item,
  hints,
  labels,
  upload,
  onSubmit,
  onCancel,
  pending = false,
  submitLabel,
  cancelLabel,
  onBody,
}: {
  fields: readonly FieldSpec[];
  schema: z.ZodType<T>;
  item: Record<string, unknown>;
  hints?: Record<string, string | null> | undefined;
  /** Label keys other than the field's name, where a name means something else here. */
  labels?: Record<string, string> | undefined;
  upload: (file: File) => Promise<UploadedImageInfo>;
  onSubmit: (value: T) => void;
  /** The cancel button's action (none: no such button). */
  onCancel?: () => void;
  pending?: boolean;
  submitLabel?: string;
  cancelLabel?: string;
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
  const formError = form.formState.errors.root?.message;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={2}>
          {fields.map((f) => (
            <div key={f.name} style={WIDE.has(f.kind) ? { gridColumn: '1 / -1' } : undefined}>
              <ContentField
                spec={f}
                hint={hints?.[f.name]}
                labelKey={labels?.[f.name]}
                control={form.control}
                errors={form.formState.errors}
                upload={upload}
              />
            </div>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel ?? t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
