import {
  Button,
  Fieldset,
  Group,
  Input,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { Controller, get, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageField, type UploadedImageInfo } from '../../../components/image-field';
import { RowActions } from '../../../components/row-actions';
import type { FieldSpec } from '../content-types';
import { buildRow, toFormValues, type FormValues } from '../rules';

interface FieldProps {
  spec: FieldSpec;
  /** The hint's key when it is not the field's name (null: no hint). */
  hint?: string | null | undefined;
  /** The label's key when it is not the field's name (`content.fields.<key>`). */
  labelKey?: string | undefined;
  /** The form's name of the field when it is not `spec.name` (a field of a row: `channels.0.code`). */
  path?: string;
  control: Control<FormValues>;
  errors: FieldErrors<FormValues>;
  /** Stores an image file and answers its address (image fields). */
  upload: (file: File) => Promise<UploadedImageInfo>;
}

/**
 * Rows of fields of their own (deposit channels): each row a group named by its place, with its
 * fields, moved up or down or removed; new rows start from the item schema's empty values.
 */
function ObjectListField({
  spec,
  path,
  label,
  description,
  control,
  errors,
  upload,
}: FieldProps & { path: string; label: string; description: string | undefined }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control, name: path as never });
  const fields = spec.fields ?? [];
  const listError = get<FieldErrors<FormValues>, { message?: string } | undefined>(
    errors,
    path,
  )?.message;
  const rowTitle = (n: number) =>
    t(`content.rows.${spec.name}` as 'content.rows.channels', {
      n,
      defaultValue: `${label} ${n}`,
    });
  return (
    <Input.Wrapper label={label} description={description} error={listError} component="div">
      <Stack gap="sm" mt="xs">
        {rows.fields.map((row, index) => {
          const title = rowTitle(index + 1);
          return (
            <Fieldset key={row.id} legend={title} variant="filled">
              <Group align="flex-start" wrap="nowrap">
                <SimpleGrid cols={3} style={{ flex: 1 }}>
                  {fields.map((f) => (
                    <ContentField
                      key={f.name}
                      spec={f}
                      // A row's field has the list's hint for it, if any (a channel's `type` is
                      // not an announcement's).
                      hint={`${spec.name}_${f.name}`}
                      path={`${path}.${index}.${f.name}`}
                      control={control}
                      errors={errors}
                      upload={upload}
                    />
                  ))}
                </SimpleGrid>
                <RowActions
                  title={title}
                  first={index === 0}
                  last={index === rows.fields.length - 1}
                  onMove={(delta) => rows.move(index, index + delta)}
                  onRemove={() => rows.remove(index)}
                />
              </Group>
            </Fieldset>
          );
        })}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => rows.append(toFormValues(fields, buildRow(fields)))}
          >
            {t('content.addRow', { list: label })}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

/** One field of a content editor, by its kind. */
export function ContentField({ spec, hint, labelKey, path, control, errors, upload }: FieldProps) {
  const { t } = useTranslation();
  const name = path ?? spec.name;
  const label = t(`content.fields.${labelKey ?? spec.name}` as 'content.fields.title', spec.name);
  // A field without a hint of its own shows none.
  const description =
    hint === null
      ? undefined
      : t(`content.hints.${hint ?? spec.name}` as 'content.hints.imageUrl', '') || undefined;
  if (spec.kind === 'objectList')
    return (
      <ObjectListField
        spec={spec}
        path={name}
        label={label}
        description={description}
        control={control}
        errors={errors}
        upload={upload}
      />
    );
  const error = get<FieldErrors<FormValues>, { message?: string } | undefined>(
    errors,
    name,
  )?.message;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const text = typeof field.value === 'string' ? field.value : '';
        const common = { label, description, error, onBlur: field.onBlur, ref: field.ref };
        switch (spec.kind) {
          case 'switch':
            return (
              <Switch
                label={label}
                description={description}
                checked={field.value === true}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                ref={field.ref}
              />
            );
          case 'select':
            return (
              <Select
                {...common}
                data={[
                  ...(spec.empty !== 'required' ? [{ value: '', label: t('common.none') }] : []),
                  ...(spec.options ?? []).map((o) => ({
                    value: o,
                    label: t(`content.options.${spec.name}.${o}` as 'content.fields.title', o),
                  })),
                ]}
                value={text}
                onChange={(v) => field.onChange(v ?? '')}
                allowDeselect={false}
              />
            );
          case 'textarea':
          case 'textList':
          case 'conditionList':
            return (
              <Textarea
                {...common}
                autosize
                minRows={2}
                value={text}
                onChange={(e) => field.onChange(e.currentTarget.value)}
              />
            );
          case 'html':
            return (
              <Textarea
                {...common}
                autosize
                minRows={5}
                styles={{ input: { fontFamily: 'monospace' } }}
                value={text}
                onChange={(e) => field.onChange(e.currentTarget.value)}
              />
            );
          case 'number':
            return (
              <NumberInput {...common} value={text} onChange={(v) => field.onChange(String(v))} />
            );
          case 'datetime':
            return (
              <TextInput
                {...common}
                type="datetime-local"
                value={text}
                onChange={(e) => field.onChange(e.currentTarget.value)}
              />
            );
          case 'image':
            return (
              <ImageField
                label={label}
                description={description}
                error={error}
                value={text}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                upload={upload}
              />
            );
          default:
            return (
              <TextInput
                {...common}
                value={text}
                onChange={(e) => field.onChange(e.currentTarget.value)}
              />
            );
        }
      }}
    />
  );
}
