import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ADMIN_ERROR_CODES } from '@member-app/contract/errors';
import type { MerchantPatch, MerchantView } from '@member-app/contract/schemas/admin';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { merchantQueryKey } from '../api/get-merchant';
import { usePatchMerchant } from '../api/patch-merchant';

/**
 * One section of the merchant settings: a form validated with the contract's schema for that part,
 * saved as a merge patch with the version it was filled from. A stale version (someone else saved)
 * is refused by the server; the operator reloads and sees the other change.
 */
export function SectionForm<F extends FieldValues>({
  merchant,
  title,
  description,
  schema,
  defaults,
  toPatch,
  children,
}: {
  merchant: MerchantView;
  title: string;
  description?: string;
  schema: z.ZodType<F>;
  defaults: F;
  toPatch: (values: F) => MerchantPatch;
  children: (form: UseFormReturn<F>) => ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const patch = usePatchMerchant(merchant.code);
  const form = useForm<F>({
    resolver: zodResolver(schema as never) as unknown as Resolver<F>,
    defaultValues: defaults as DefaultValues<F>,
  });
  const stale = patch.error instanceof ApiError && patch.error.code === ADMIN_ERROR_CODES.STALE;

  const submit = form.handleSubmit((values) => {
    patch.mutate(
      { patch: toPatch(values), version: merchant.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('settings.saved') });
          form.reset(values);
        },
      },
    );
  });

  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <div>
            <Title order={2} size="h4">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </div>
          {patch.error && (
            <Alert color="red" role="alert">
              {errorMessage(patch.error, t)}
              {stale && (
                <Button
                  variant="white"
                  size="xs"
                  ml="md"
                  onClick={() => {
                    patch.reset();
                    void queryClient.invalidateQueries({
                      queryKey: merchantQueryKey(merchant.code),
                    });
                  }}
                >
                  {t('settings.reload')}
                </Button>
              )}
            </Alert>
          )}
          {children(form)}
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={!form.formState.isDirty}
              onClick={() => form.reset(defaults)}
            >
              {t('common.reset')}
            </Button>
            <Button type="submit" loading={patch.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
