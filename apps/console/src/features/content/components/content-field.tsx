import { NumberInput, Select, Switch, TextInput, Textarea } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageField, type UploadedImageInfo } from '../../../components/image-field';
import type { FieldSpec } from '../content-types';
import type { FormValues } from '../rules';

/** One field of a content editor, by its kind. */
export function ContentField({
  spec,
  hint,
  control,
  errors,
  upload,
}: {
  spec: FieldSpec;
  /** The hint's key when it is not the field's name (null: no hint). */
  hint?: string | null | undefined;
  control: Control<FormValues>;
  errors: FieldErrors<FormValues>;
  /** Stores an image file and answers its address (image fields). */
  upload: (file: File) => Promise<UploadedImageInfo>;
}) {
  const { t } = useTranslation();
  const label = t(`content.fields.${spec.name}` as 'content.fields.title', spec.name);
  // A field without a hint of its own shows none.
  const description =
    hint === null
      ? undefined
      : t(`content.hints.${hint ?? spec.name}` as 'content.hints.imageUrl', '') || undefined;
  const error = errors[spec.name]?.message;
  return (
    <Controller
      control={control}
      name={spec.name}
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
