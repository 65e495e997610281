import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CreditCard, ShieldCheck } from 'lucide-react';
import { useStatistics, useWithdrawInfo } from '../../lib/member-wallet';
import {
  AccountList,
  CustomerServiceCard,
  WalletPending,
  WalletSection,
} from './components/wallet-parts';

/**
 * §2 /m/securityCenter/addBankCard and /m/securityCenter/addBankCardPix: "bind-card pages, trigger
 * a prompt" (the download prompt of the install feature watches these paths). SPEC shows no card
 * binding flow (§1 "the flows themselves are not shown"), so the page lists the bound accounts (§3
 * fullBankCardList, fullEWalletList) and explains that customer service binds new ones.
 */
export function Component() {
  const { t } = useTranslation();
  const pix = useLocation().pathname.toLowerCase().endsWith('pix');
  const stats = useStatistics();
  const limits = useWithdrawInfo();
  const cards = stats.data?.fullBankCardList;
  const max = limits.data?.maxAccountsPerKind;

  return (
    <div className="wallet-page">
      <h1 id="page-title" className="page-title">
        {t(pix ? 'page_add_bank_card_pix' : 'page_add_bank_card')}
      </h1>
      <p className="wallet-lead">{t(pix ? 'wallet_pix_lead' : 'wallet_card_lead')}</p>

      <WalletSection id="bound-accounts" title={t('wallet_bound_accounts')} icon={CreditCard}>
        {stats.data && cards ? (
          <>
            {max !== undefined ? (
              <p className="wallet-muted wallet-allowance" data-testid="card-allowance">
                {t('wallet_cards_allowance', { count: cards.length, max })}
              </p>
            ) : null}
            <AccountList title={t('bank_cards')} items={cards} emptyText={t('wallet_no_cards')} />
            {pix ? <AccountList title={t('e_wallets')} items={stats.data.fullEWalletList} /> : null}
          </>
        ) : (
          <WalletPending failed={stats.isError} />
        )}
      </WalletSection>

      <CustomerServiceCard
        title={t(pix ? 'wallet_bind_pix_title' : 'wallet_bind_title')}
        text={t(pix ? 'wallet_bind_pix_text' : 'wallet_bind_text')}
      >
        <ol className="wallet-steps">
          <li>{t('wallet_bind_step_contact')}</li>
          <li>{t(pix ? 'wallet_bind_step_pix' : 'wallet_bind_step_details')}</li>
          <li>{t('wallet_bind_step_done')}</li>
        </ol>
      </CustomerServiceCard>
      <p className="wallet-muted wallet-note">
        <ShieldCheck size={14} aria-hidden="true" /> {t('wallet_name_match_note')}
      </p>
    </div>
  );
}
