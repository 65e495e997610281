import { useTranslation } from 'react-i18next';
import { Wallet } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page';

/** §2 /m/voucherCenter: deposit (flows not shown in SPEC; stats in the member issue). */
export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('page_deposit')} icon={Wallet} />;
}
