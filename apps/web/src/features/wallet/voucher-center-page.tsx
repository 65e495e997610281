import { useTranslation } from 'react-i18next';
import {
  ArrowDownToLine,
  Bitcoin,
  Gauge,
  Landmark,
  ShieldCheck,
  Smartphone,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { DepositSettings } from '@member-app/contract/schemas/member-area';
import { useDepositSettings, useStatistics } from '../../lib/member-wallet';
import { useFormatMoney } from '../../lib/money';
import { useFormat } from '../../lib/use-format';
import {
  CustomerServiceCard,
  WalletPending,
  WalletSection,
  WalletStat,
} from './components/wallet-parts';

const CHANNEL_ICON: Record<DepositSettings['channels'][number]['type'], LucideIcon> = {
  BANK: Landmark,
  EWALLET: Smartphone,
  CRYPTO: Bitcoin,
};

/**
 * §2 /m/voucherCenter "deposit; also the first-deposit download prompt page". §1: only the
 * deposit statistics and settings are visible here (MCSFE_getDepositSettings, §3 stats); the
 * deposit itself goes through customer service. The download prompt (install feature) watches
 * this path for members without a deposit.
 */
export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
  const stats = useStatistics();
  const deposit = useDepositSettings();
  const formatMoney = useFormatMoney();
  const d = deposit.data;
  const money = (amount: number) => (d ? formatMoney(amount, d.currency, 0) : '');
  const count = stats.data?.totalDepositSuccessCount;

  return (
    <div className="wallet-page">
      <h1 id="page-title" className="page-title">
        {t('page_deposit')}
      </h1>
      <p className="wallet-lead">{t('wallet_deposit_lead')}</p>

      <div className="wallet-hero">
        <WalletStat
          icon={ArrowDownToLine}
          value={count ?? '–'}
          label={t('stats_deposits')}
          testId="deposit-count"
        />
        <WalletStat
          icon={Gauge}
          value={d ? money(d.dailyLimit) : '–'}
          label={t('wallet_daily_limit')}
        />
      </div>
      {count === 0 ? <p className="wallet-muted">{t('wallet_first_deposit_hint')}</p> : null}

      <WalletSection id="deposit-limits" title={t('wallet_limits')} icon={Wallet}>
        {d ? (
          <dl className="wallet-facts">
            <div>
              <dt>{t('wallet_min_amount')}</dt>
              <dd>{money(d.minAmount)}</dd>
            </div>
            <div>
              <dt>{t('wallet_max_amount')}</dt>
              <dd>{money(d.maxAmount)}</dd>
            </div>
            <div>
              <dt>{t('wallet_daily_limit')}</dt>
              <dd>{money(d.dailyLimit)}</dd>
            </div>
          </dl>
        ) : (
          <WalletPending failed={deposit.isError} />
        )}
      </WalletSection>

      <WalletSection id="deposit-channels" title={t('deposit_channels')} icon={Landmark}>
        {d ? (
          <ul className="wallet-channels" aria-label={t('deposit_channels')}>
            {d.channels.map((c) => {
              const Icon = CHANNEL_ICON[c.type];
              return (
                <li key={c.code} className="wallet-channel">
                  <span className="wallet-channel__icon" aria-hidden="true">
                    <Icon size={18} />
                  </span>
                  <span className="wallet-channel__text">
                    <span className="wallet-channel__name">{c.name}</span>
                    <span className="wallet-channel__range">
                      {t('wallet_range', { min: money(c.minAmount), max: money(c.maxAmount) })}
                    </span>
                  </span>
                  {c.feeRate > 0 ? (
                    <span className="wallet-badge wallet-badge--fee">
                      {t('wallet_fee', {
                        rate: format.percent(c.feeRate),
                      })}
                    </span>
                  ) : (
                    <span className="wallet-badge">{t('wallet_no_fee')}</span>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <WalletPending failed={deposit.isError} />
        )}
        {d && d.quickAmounts.length > 0 ? (
          <>
            <h3 className="wallet-accounts__title wallet-quick-title">
              {t('wallet_quick_amounts')}
            </h3>
            <ul className="wallet-chips" aria-label={t('wallet_quick_amounts')}>
              {d.quickAmounts.map((a) => (
                <li key={a} className="wallet-chip">
                  {money(a)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </WalletSection>

      <CustomerServiceCard title={t('wallet_deposit_how')} text={t('wallet_deposit_how_text')} />
      <p className="wallet-muted wallet-note">
        <ShieldCheck size={14} aria-hidden="true" /> {t('wallet_secure_note')}
      </p>
    </div>
  );
}
