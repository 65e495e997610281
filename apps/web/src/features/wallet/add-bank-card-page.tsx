import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CreditCard } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page';

/** §2 /m/securityCenter/addBankCard and addBankCardPix: bind-card pages. */
export function Component() {
  const { t } = useTranslation();
  const pix = useLocation().pathname.endsWith('Pix');
  return <PlaceholderPage title={t(pix ? 'page_add_bank_card_pix' : 'page_add_bank_card')} icon={CreditCard} />;
}
