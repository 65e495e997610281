import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { ADMIN_ERROR_CODES } from '@member-app/contract/errors';
import { operatorLoginSchema, type OperatorLogin } from '@member-app/contract/schemas/admin';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useLogin } from '../api/login';

/**
 * Username and password; when the operator turned on an authenticator, the server asks for its code
 * (operator.totp.required) and the same form shows a second step with the code field.
 */
export function LoginPage({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [needsTotp, setNeedsTotp] = useState(false);
  const form = useForm<OperatorLogin>({
    resolver: zodResolver(operatorLoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  // The code field is drawn by the render that follows the server's question: focus it then (it
  // does not exist yet while the answer is being handled), so the keyboard goes on typing there.
  useEffect(() => {
    if (needsTotp) form.setFocus('totp');
  }, [needsTotp, form]);

  const submit = form.handleSubmit((values) => {
    const input = needsTotp ? values : { username: values.username, password: values.password };
    login.mutate(input, {
      onSuccess: onLoggedIn,
      onError: (error) => {
        if (error instanceof ApiError && error.code === ADMIN_ERROR_CODES.OPERATOR_TOTP_REQUIRED) {
          // The first time the server asks, the field appears; afterwards the code was wrong.
          if (!needsTotp) {
            setNeedsTotp(true);
            login.reset();
          }
          form.setValue('totp', '');
          // A wrong code: the field is there; the first time, the effect above focuses it.
          if (needsTotp) form.setFocus('totp');
        }
      },
    });
  });

  return (
    <Center mih="100vh" component="main">
      <Paper withBorder shadow="sm" p="xl" w={380}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <Title order={1} size="h3">
              {t('login.title')}
            </Title>
            {login.error && (
              <Alert color="red" role="alert">
                {errorMessage(login.error, t)}
              </Alert>
            )}
            <TextInput
              label={t('login.username')}
              autoComplete="username"
              readOnly={needsTotp}
              error={errors.username && t('login.usernameRequired')}
              {...form.register('username')}
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              readOnly={needsTotp}
              error={errors.password && t('login.passwordRequired')}
              {...form.register('password')}
            />
            {needsTotp && (
              <TextInput
                label={t('login.totp')}
                description={t('login.totpHint')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                error={errors.totp?.message}
                {...form.register('totp')}
              />
            )}
            <Button type="submit" loading={login.isPending}>
              {needsTotp ? t('login.verify') : t('login.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
