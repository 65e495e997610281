import { Switch } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A boolean of a react-hook-form form as a switch. */
export function SwitchField<F extends FieldValues>({
  control,
  name,
  label,
  description,
}: {
  control: Control<F>;
  name: FieldPath<F>;
  label: string;
  description?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
