import { Badge, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type SecretMode = 'keep' | 'replace' | 'clear';

/**
 * A write-only secret (packages/contract rules/secrets.ts): the console never sees its value, only
 * whether one is set. The operator sets it, replaces it or clears it; untouched, it stays as stored.
 */
export function SecretField({
  label,
  description,
  isSet,
  mode,
  value,
  onModeChange,
  onValueChange,
  error,
}: {
  label: string;
  description?: string;
  isSet: boolean;
  mode: SecretMode;
  value: string;
  onModeChange: (mode: SecretMode) => void;
  onValueChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={500} size="sm">
          {label}
        </Text>
        <Badge color={mode === 'clear' ? 'red.9' : isSet ? 'teal.9' : 'gray.7'}>
          {mode === 'clear'
            ? t('secret.willClear')
            : isSet
              ? t('secret.isSet')
              : t('secret.notSet')}
        </Badge>
      </Group>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
      {mode === 'replace' ? (
        <Group align="flex-start">
          <PasswordInput
            aria-label={label}
            placeholder={t('secret.newValue')}
            autoComplete="new-password"
            value={value}
            onChange={(e) => onValueChange(e.currentTarget.value)}
            error={error}
            style={{ flex: 1 }}
          />
          <Button variant="default" onClick={() => onModeChange('keep')}>
            {t('common.cancel')}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button variant="default" size="xs" onClick={() => onModeChange('replace')}>
            {isSet ? t('secret.replace') : t('secret.set')}
          </Button>
          {isSet && mode !== 'clear' && (
            <Button variant="subtle" color="red" size="xs" onClick={() => onModeChange('clear')}>
              {t('secret.clear')}
            </Button>
          )}
          {mode === 'clear' && (
            <Button variant="subtle" size="xs" onClick={() => onModeChange('keep')}>
              {t('secret.keep')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
