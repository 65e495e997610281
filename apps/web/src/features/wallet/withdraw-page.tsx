import { useTranslation } from 'react-i18next';
import { ArrowUpFromLine, CalendarClock, ChevronRight, Landmark, WalletCards } from 'lucide-react';
import { AppLink } from '../../components/app-link';
import { useStatistics, useWithdrawInfo } from '../../lib/member-wallet';
import { useFormatMoney } from '../../lib/money';
import {
  AccountList,
  CustomerServiceCard,
  WalletPending,
  WalletSection,
  WalletStat,
} from './components/wallet-parts';

/**
 * §2 /m/withdraw "withdrawal; first-withdrawal prompt page". §1: only the withdrawal statistics and
 * settings are visible here: the limits and the member's payout accounts (MCSFE_getWithdrawAccountInfo:
 * bank cards, e-wallets, crypto wallets) and the successful count (§3 stats). The withdrawal itself
 * goes through customer service.
 */
export function Component() {
  const { t } = useTranslation();
  const stats = useStatistics();
  const info = useWithdrawInfo();
  const formatMoney = useFormatMoney();
  const w = info.data;
  const money = (amount: number) => (w ? formatMoney(amount, w.currency, 0) : '');
  // The accounts come with the withdrawal info; a site without payout settings still lists them (§3 stats).
  const accounts = w
    ? { bankCards: w.bankCards, eWallets: w.eWallets, virtualWallets: w.virtualWallets }
    : stats.data
      ? {
          bankCards: stats.data.fullBankCardList,
          eWallets: stats.data.fullEWalletList,
          virtualWallets: stats.data.fullVirtualWalletList,
        }
      : null;

  return (
    <div className="wallet-page">
      <h1 id="page-title" className="page-title">
        {t('page_withdraw')}
      </h1>
      <p className="wallet-lead">{t('wallet_withdraw_lead')}</p>

      <div className="wallet-hero">
        <WalletStat
          icon={ArrowUpFromLine}
          value={stats.data?.totalWithdrawSuccessCount ?? '–'}
          label={t('stats_withdrawals')}
          testId="withdraw-count"
        />
        <WalletStat
          icon={CalendarClock}
          value={
            w ? t('wallet_count_of', { used: w.usedCountToday, limit: w.dailyCountLimit }) : '–'
          }
          label={t('wallet_today')}
          testId="withdraw-today"
        />
      </div>

      <WalletSection id="withdraw-limits" title={t('wallet_limits')} icon={Landmark}>
        {w ? (
          <dl className="wallet-facts">
            <div>
              <dt>{t('wallet_min_amount')}</dt>
              <dd>{money(w.minAmount)}</dd>
            </div>
            <div>
              <dt>{t('wallet_max_amount')}</dt>
              <dd>{money(w.maxAmount)}</dd>
            </div>
            <div>
              <dt>{t('wallet_daily_count')}</dt>
              <dd>{w.dailyCountLimit}</dd>
            </div>
            <div>
              <dt>{t('wallet_max_accounts')}</dt>
              <dd>{w.maxAccountsPerKind}</dd>
            </div>
          </dl>
        ) : (
          <WalletPending failed={info.isError} />
        )}
      </WalletSection>

      <WalletSection id="withdraw-accounts" title={t('wallet_payout_accounts')} icon={WalletCards}>
        {accounts ? (
          <>
            <AccountList title={t('bank_cards')} items={accounts.bankCards} />
            <AccountList title={t('e_wallets')} items={accounts.eWallets} />
            <AccountList title={t('virtual_wallets')} items={accounts.virtualWallets} />
          </>
        ) : (
          <WalletPending failed={info.isError && stats.isError} />
        )}
        <AppLink className="wallet-link" to="/securityCenter/addBankCard">
          {t('wallet_add_card_link')} <ChevronRight size={16} aria-hidden="true" />
        </AppLink>
      </WalletSection>

      <CustomerServiceCard title={t('wallet_withdraw_how')} text={t('wallet_withdraw_how_text')} />
    </div>
  );
}
