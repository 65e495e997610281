import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMerchants } from '../api/list-merchants';

/**
 * The merchant the console works on, among the operator's merchants only (the server's list is
 * already limited to them). Choosing one keeps the current screen for the new merchant.
 */
export function MerchantSwitcher({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const merchants = useMerchants();
  const data = (merchants.data?.items ?? []).map((m) => ({
    value: m.code,
    label: m.name === m.code ? m.code : `${m.name} (${m.code})`,
  }));
  return (
    <Select
      aria-label={t('shell.merchant')}
      placeholder={t('shell.chooseMerchant')}
      data={data}
      value={value}
      onChange={(code) => code && onChange(code)}
      searchable={data.length > 8}
      allowDeselect={false}
      w={240}
      disabled={merchants.isPending}
      nothingFoundMessage={t('shell.noMerchant')}
    />
  );
}
