import { useTranslation } from 'react-i18next';
import { ArrowDownToLine, ArrowUpFromLine, RefreshCw, Wallet } from 'lucide-react';
import { useFormatMoney } from '../lib/money';
import { useWalletBalance } from '../lib/wallet-balance';
import { AppLink } from './app-link';
import './button.css';
import './wallet-balance.css';

/** The balance in the merchant's currency, or a dash while unknown (never a stale zero). */
function useBalanceText() {
  const balance = useWalletBalance();
  const formatMoney = useFormatMoney();
  const text = balance.data ? formatMoney(balance.data.balance, balance.data.currency) : '–';
  return { balance, text };
}

/**
 * Refresh: spins while the balance is being fetched (also a refetch on focus), named for screen
 * readers, and busy rather than disabled so that focus stays on it.
 */
function RefreshButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  const busy = balance.isFetching;
  return (
    <button
      type="button"
      className={`balance-refresh ${className}`}
      aria-label={t('balance_refresh')}
      aria-busy={busy}
      onClick={() => {
        if (!busy) void balance.refetch();
      }}
    >
      <RefreshCw size={16} aria-hidden="true" />
    </button>
  );
}

/** The header's balance: the amount and its refresh button. */
export function HeaderBalance() {
  const { t } = useTranslation();
  const { text } = useBalanceText();
  return (
    <div className="balance-chip" role="group" aria-label={t('balance')}>
      <Wallet size={16} aria-hidden="true" className="balance-chip__icon" />
      <span className="balance-chip__amount" data-testid="header-balance" aria-live="polite">
        {text}
      </span>
      <RefreshButton className="balance-chip__refresh" />
    </div>
  );
}

/** The member page's balance card, with one-tap Deposit and Withdraw. */
export function BalanceCard() {
  const { t } = useTranslation();
  const { balance, text } = useBalanceText();
  return (
    <section className="balance-card" aria-labelledby="balance-card-title">
      <div className="balance-card__top">
        <h2 id="balance-card-title" className="balance-card__title">
          <Wallet size={18} aria-hidden="true" /> {t('balance')}
        </h2>
        <RefreshButton className="balance-card__refresh" />
      </div>
      <p className="balance-card__amount" data-testid="member-balance" aria-live="polite">
        {text}
      </p>
      {balance.isError ? <p className="balance-card__note">{t('balance_unavailable')}</p> : null}
      <div className="balance-card__actions">
        <AppLink to="/voucherCenter" className="btn btn--primary btn--md balance-card__action">
          <ArrowDownToLine size={18} aria-hidden="true" />
          {t('page_deposit')}
        </AppLink>
        <AppLink to="/withdraw" className="btn btn--secondary btn--md balance-card__action">
          <ArrowUpFromLine size={18} aria-hidden="true" />
          {t('page_withdraw')}
        </AppLink>
      </div>
    </section>
  );
}
