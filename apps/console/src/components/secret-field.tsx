import { Badge, Button, Group, PasswordInput, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type SecretMode = 'keep' | 'replace' | 'clear';

/** A write-only secret in a form: left as stored, replaced by a new value, or cleared. */
export type SecretDraft = { mode: 'keep' } | { mode: 'replace'; value: string } | { mode: 'clear' };

/**
 * A write-only secret (packages/contract rules/secrets.ts): the console never sees its value, only
 * whether one is set. The operator sets it, replaces it or clears it; untouched, it stays as stored.
 */
export function SecretField({
  label,
  description,
  isSet,
  clearable = true,
  multiline = false,
  mode,
  value,
  onModeChange,
  onValueChange,
  error,
}: {
  label: string;
  description?: string;
  isSet: boolean;
  /** false: a secret that must stay set (it may be replaced, never removed). */
  clearable?: boolean;
  /** A value of several lines (a PEM key), which a one-line input would join. */
  multiline?: boolean;
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
          {multiline ? (
            <Textarea
              aria-label={label}
              placeholder={t('secret.newValue')}
              autoComplete="off"
              spellCheck={false}
              autosize
              minRows={4}
              value={value}
              onChange={(e) => onValueChange(e.currentTarget.value)}
              error={error}
              style={{ flex: 1 }}
            />
          ) : (
            <PasswordInput
              aria-label={label}
              placeholder={t('secret.newValue')}
              autoComplete="new-password"
              value={value}
              onChange={(e) => onValueChange(e.currentTarget.value)}
              error={error}
              style={{ flex: 1 }}
            />
          )}
          <Button variant="default" onClick={() => onModeChange('keep')}>
            {t('common.cancel')}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button variant="default" size="xs" onClick={() => onModeChange('replace')}>
            {isSet ? t('secret.replace') : t('secret.set')}
          </Button>
          {isSet && clearable && mode !== 'clear' && (
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
