import { useTranslation } from 'react-i18next';
import { Banknote } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page';

/** §2 /m/withdraw: withdrawal (flows not shown in SPEC). */
export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('page_withdraw')} icon={Banknote} />;
}
