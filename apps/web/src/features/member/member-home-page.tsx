import { useTranslation } from 'react-i18next';
import { ArrowDownToLine, ArrowUpFromLine, CreditCard, Globe, LogOut, Wallet } from 'lucide-react';
import { UI_LANGUAGES, type UiLanguage } from '@member-app/contract/constants';
import type { PaymentAccount } from '@member-app/contract/schemas/member-area';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { BalanceCard } from '../../components/wallet-balance';
import { useAppNavigate } from '../../components/app-link';
import { logout } from '../../lib/logout';
import { useMemberInfo } from '../../lib/member-info';
import { languageName } from '../../lib/format';
import { useFormatMoney } from '../../lib/money';
import { showToast } from '../../lib/overlay-store';
import {
  useDepositSettings,
  useRankProgress,
  useSaveLanguage,
  useStatistics,
  useWithdrawInfo,
} from './api/member-area';
import { ReferralEntry } from './components/referral-entry';
import { VipCard } from './components/vip-card';
import './member-home-page.css';
import '../../components/select.css';

function Accounts({ title, items }: { title: string; items: PaymentAccount[] }) {
  const { t } = useTranslation();
  return (
    <div className="accounts">
      <h3 className="accounts__title">{title}</h3>
      {items.length === 0 ? (
        <p className="accounts__empty">{t('none_yet')}</p>
      ) : (
        <ul>
          {items.map((a) => (
            <li key={a.id} className="account">
              <CreditCard size={18} aria-hidden="true" />
              <span className="account__provider">{a.provider}</span>
              <span className="account__number">{a.maskedNumber}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** §2 /m/member/home: member info, VIP progress, statistics, settings, language, referral, logout. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const info = useMemberInfo();
  const progress = useRankProgress();
  const stats = useStatistics();
  const deposit = useDepositSettings();
  const withdraw = useWithdrawInfo();
  const saveLanguage = useSaveLanguage();
  const formatMoney = useFormatMoney();
  // Limits are whole amounts (§9 BRL in pt-BR, others in the UI language's locale).
  const money = (amount: number, currency: string) => formatMoney(amount, currency, 0);

  return (
    <div className="member-page">
      <h1 id="page-title" className="visually-hidden">
        {t('page_member')}
      </h1>
      {info.data ? (
        <VipCard info={info.data} progress={progress.data} />
      ) : (
        <div className="member-page__loading">
          <Spinner label={t('please_wait')} />
        </div>
      )}

      <BalanceCard />

      <section className="member-section" aria-labelledby="stats-title">
        <h2 id="stats-title" className="member-section__title">
          {t('stats_title')}
        </h2>
        <div className="stat-tiles">
          <div className="stat-tile">
            <ArrowDownToLine size={20} aria-hidden="true" />
            <span className="stat-tile__value" data-testid="deposit-count">
              {stats.data?.totalDepositSuccessCount ?? '–'}
            </span>
            <span className="stat-tile__label">{t('stats_deposits')}</span>
          </div>
          <div className="stat-tile">
            <ArrowUpFromLine size={20} aria-hidden="true" />
            <span className="stat-tile__value" data-testid="withdraw-count">
              {stats.data?.totalWithdrawSuccessCount ?? '–'}
            </span>
            <span className="stat-tile__label">{t('stats_withdrawals')}</span>
          </div>
        </div>
      </section>

      <ReferralEntry />

      <section className="member-section" aria-labelledby="deposit-title">
        <h2 id="deposit-title" className="member-section__title">
          <Wallet size={18} aria-hidden="true" /> {t('deposit_settings')}
        </h2>
        {deposit.data ? (
          <>
            <p className="member-section__line">
              {t('amount_range', {
                min: money(deposit.data.minAmount, deposit.data.currency),
                max: money(deposit.data.maxAmount, deposit.data.currency),
              })}
            </p>
            <ul className="chips" aria-label={t('deposit_channels')}>
              {deposit.data.channels.map((c) => (
                <li key={c.code} className="chip">
                  {c.name}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="member-section__line">
            {deposit.isError ? t('not_available') : t('please_wait')}
          </p>
        )}
      </section>

      <section className="member-section" aria-labelledby="withdraw-title">
        <h2 id="withdraw-title" className="member-section__title">
          <ArrowUpFromLine size={18} aria-hidden="true" /> {t('withdraw_settings')}
        </h2>
        {withdraw.data ? (
          <>
            <p className="member-section__line">
              {t('amount_range', {
                min: money(withdraw.data.minAmount, withdraw.data.currency),
                max: money(withdraw.data.maxAmount, withdraw.data.currency),
              })}
            </p>
            <p className="member-section__line">
              {t('withdraw_count_today', {
                used: withdraw.data.usedCountToday,
                limit: withdraw.data.dailyCountLimit,
              })}
            </p>
          </>
        ) : (
          <p className="member-section__line">
            {withdraw.isError ? t('not_available') : t('please_wait')}
          </p>
        )}
        {stats.data ? (
          <>
            <Accounts title={t('bank_cards')} items={stats.data.fullBankCardList} />
            <Accounts title={t('e_wallets')} items={stats.data.fullEWalletList} />
            <Accounts title={t('virtual_wallets')} items={stats.data.fullVirtualWalletList} />
          </>
        ) : null}
      </section>

      <section className="member-section" aria-labelledby="language-title">
        <h2 id="language-title" className="member-section__title">
          <Globe size={18} aria-hidden="true" /> {t('language_setting')}
        </h2>
        <label className="visually-hidden" htmlFor="member-language">
          {t('language_setting')}
        </label>
        <select
          id="member-language"
          className="select"
          value={info.data?.language ?? ''}
          disabled={!info.data || saveLanguage.isPending}
          onChange={(e) =>
            saveLanguage.mutate(e.target.value as UiLanguage, {
              onSuccess: () => showToast(t('language_saved'), 'success'),
            })
          }
        >
          {info.data?.language ? null : <option value="">—</option>}
          {UI_LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {languageName(lang)}
            </option>
          ))}
        </select>
      </section>

      <div className="member-actions">
        <Button
          variant="secondary"
          block
          onClick={() => void logout().then(() => navigate('/home', { replace: true }))}
        >
          <LogOut size={18} aria-hidden="true" />
          {t('logout')}
        </Button>
      </div>
    </div>
  );
}
