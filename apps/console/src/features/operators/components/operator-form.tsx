import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  PasswordInput,
  Select,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { OPERATOR_ROLES } from '@member-app/contract/rules/operators';
import {
  operatorCreateSchema,
  operatorPatchSchema,
  type Operator,
} from '@member-app/contract/schemas/admin';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../../lib/error-message';
import { useCreateOperator } from '../api/create-operator';
import { usePatchOperator } from '../api/patch-operator';

const createForm = operatorCreateSchema.extend({
  allMerchants: z.boolean(),
  merchantCodes: operatorCreateSchema.shape.merchantCodes.unwrap(),
});
type CreateValues = z.infer<typeof createForm>;
const editForm = operatorPatchSchema.required({
  role: true,
  allMerchants: true,
  merchantCodes: true,
  disabled: true,
});
type EditValues = z.infer<typeof editForm>;

/** Creates an operator (operator null) or changes one: role, merchants, disabled. */
export function OperatorForm({
  operator,
  merchantCodes,
  onDone,
}: {
  operator: Operator | null;
  /** The merchants to suggest. */
  merchantCodes: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateOperator();
  const patch = usePatchOperator();
  const form = useForm<CreateValues & EditValues>({
    resolver: zodResolver(operator ? editForm : createForm) as unknown as Resolver<
      CreateValues & EditValues
    >,
    defaultValues: {
      username: operator?.username ?? '',
      password: '',
      role: operator?.role ?? 'content',
      allMerchants: operator?.allMerchants ?? false,
      merchantCodes: operator?.merchantCodes ?? [],
      disabled: operator?.disabled ?? false,
    },
  });
  const e = form.formState.errors;
  const mutation = operator ? patch : create;
  const submit = form.handleSubmit((v) => {
    if (operator) {
      patch.mutate(
        {
          id: operator.id,
          patch: {
            role: v.role,
            allMerchants: v.allMerchants,
            merchantCodes: v.merchantCodes,
            disabled: v.disabled,
          },
        },
        { onSuccess: onDone },
      );
    } else {
      create.mutate(
        {
          username: v.username,
          password: v.password,
          role: v.role,
          allMerchants: v.allMerchants,
          merchantCodes: v.merchantCodes,
        },
        { onSuccess: onDone },
      );
    }
  });
  const allMerchants = useWatch({ control: form.control, name: 'allMerchants' });
  return (
    <form onSubmit={(ev) => void submit(ev)} noValidate>
      <Stack>
        {mutation.error && (
          <Alert color="red" role="alert">
            {errorMessage(mutation.error, t)}
          </Alert>
        )}
        {!operator && (
          <>
            <TextInput
              label={t('operators.username')}
              description={t('operators.usernameHint')}
              autoComplete="off"
              error={e.username?.message}
              {...form.register('username')}
            />
            <PasswordInput
              label={t('operators.tempPassword')}
              description={t('operators.tempPasswordHint')}
              autoComplete="new-password"
              error={e.password?.message}
              {...form.register('password')}
            />
          </>
        )}
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select
              label={t('operators.role')}
              description={t(`operators.roleHints.${field.value}`)}
              data={OPERATOR_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
              value={field.value}
              onChange={(v) => v && field.onChange(v)}
              allowDeselect={false}
            />
          )}
        />
        <Controller
          control={form.control}
          name="allMerchants"
          render={({ field }) => (
            <Switch
              label={t('operators.allMerchants')}
              checked={field.value}
              onChange={(ev) => field.onChange(ev.currentTarget.checked)}
            />
          )}
        />
        {!allMerchants && (
          <Controller
            control={form.control}
            name="merchantCodes"
            render={({ field, fieldState }) => (
              <TagsInput
                label={t('operators.merchants')}
                description={t('operators.merchantsHint')}
                data={merchantCodes}
                value={field.value}
                onChange={field.onChange}
                acceptValueOnBlur
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        {operator && (
          <Controller
            control={form.control}
            name="disabled"
            render={({ field }) => (
              <Switch
                label={t('operators.disabled')}
                description={t('operators.disabledHint')}
                checked={field.value}
                onChange={(ev) => field.onChange(ev.currentTarget.checked)}
              />
            )}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {operator ? t('common.save') : t('operators.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
