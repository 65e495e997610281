import { NumberInput, Select, TagsInput } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SecretField, type SecretDraft } from './secret-field';

/**
 * The rows a settings form is made of, each bound to a react-hook-form field by name: the form
 * sections say which field and which words, these say how the field is shown and edited.
 */
interface RowProps<F extends FieldValues> {
  control: Control<F>;
  name: FieldPath<F>;
  label: string;
  description?: string;
}

/** One choice out of a fixed list. */
export function SelectField<F extends FieldValues>({
  control,
  name,
  label,
  description,
  data,
}: RowProps<F> & { data: readonly (string | { value: string; label: string })[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          description={description}
          data={[...data]}
          value={String(field.value)}
          // A number field (1, 2, 3) stays a number.
          onChange={(v) =>
            v !== null && field.onChange(typeof field.value === 'number' ? Number(v) : v)
          }
          onBlur={field.onBlur}
          allowDeselect={false}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A whole number; empty is `null` where the field may be empty, else left for the schema to refuse. */
export function NumberField<F extends FieldValues>({
  control,
  name,
  label,
  description,
  nullable,
}: RowProps<F> & { nullable?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          description={description}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' ? (nullable ? null : NaN) : Number(v))}
          onBlur={field.onBlur}
          allowDecimal={false}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The list's own message (too many, ...) or else its first item's. */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const [key, part] of Object.entries(error)) {
    // `ref` is the field's element: never a message, and a way into the whole page.
    if (key === 'ref') continue;
    const found = firstMessage(part);
    if (found) return found;
  }
  return undefined;
}

/** A list of short values (hosts, codes, addresses) typed one after another. */
export function ListField<F extends FieldValues>({
  control,
  name,
  label,
  description,
  upper,
}: RowProps<F> & { upper?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        return (
          <TagsInput
            label={label}
            description={description}
            value={field.value}
            onChange={(v) => field.onChange(upper ? v.map((c) => c.trim().toUpperCase()) : v)}
            onBlur={field.onBlur}
            splitChars={[',', ' ']}
            acceptValueOnBlur
            error={firstMessage(fieldState.error)}
          />
        );
      }}
    />
  );
}

/** A write-only secret held as a draft (`keep`, `replace` with a value, or `clear`). */
export function SecretDraftField<F extends FieldValues>({
  control,
  name,
  label,
  description,
  isSet,
  clearable = true,
  multiline = false,
}: RowProps<F> & { isSet: boolean; clearable?: boolean; multiline?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const draft = field.value as SecretDraft;
        const set = (next: SecretDraft) => field.onChange(next);
        return (
          <SecretField
            label={label}
            description={description}
            isSet={isSet}
            clearable={clearable}
            multiline={multiline}
            mode={draft.mode}
            value={draft.mode === 'replace' ? draft.value : ''}
            onModeChange={(mode) => set(mode === 'replace' ? { mode, value: '' } : { mode })}
            onValueChange={(value) => set({ mode: 'replace', value })}
            error={
              (fieldState.error as { value?: { message?: string } } | undefined)?.value?.message
            }
          />
        );
      }}
    />
  );
}
