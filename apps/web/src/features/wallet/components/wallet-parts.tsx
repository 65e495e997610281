import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bitcoin, CreditCard, Headset, Smartphone, type LucideIcon } from 'lucide-react';
import type { PaymentAccount } from '@member-app/contract/schemas/member-area';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { requestChat } from '../../../lib/chat-request';
import '../wallet.css';

const KIND_ICON: Record<PaymentAccount['kind'], LucideIcon> = {
  BANK_CARD: CreditCard,
  E_WALLET: Smartphone,
  VIRTUAL_WALLET: Bitcoin,
};

/** A titled card of a wallet page. */
export function WalletSection({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section className="wallet-section" aria-labelledby={id}>
      <h2 id={id} className="wallet-section__title">
        <Icon size={18} aria-hidden="true" /> {title}
      </h2>
      {children}
    </section>
  );
}

/** A headline number (a count of successful transactions, a daily allowance). */
export function WalletStat({
  icon: Icon,
  value,
  label,
  testId,
}: {
  icon: LucideIcon;
  value: ReactNode;
  label: string;
  testId?: string;
}) {
  return (
    <div className="wallet-stat">
      <Icon size={20} aria-hidden="true" />
      <span className="wallet-stat__value" data-testid={testId}>
        {value}
      </span>
      <span className="wallet-stat__label">{label}</span>
    </div>
  );
}

/** Loading, or "not available" when the site has no such settings (the call answered an error). */
export function WalletPending({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? (
    <p className="wallet-muted">{t('not_available')}</p>
  ) : (
    <Spinner label={t('please_wait')} size={24} />
  );
}

/** The member's payout accounts of one kind (masked numbers only, §3). */
export function AccountList({
  title,
  items,
  emptyText,
}: {
  title: string;
  items: PaymentAccount[];
  emptyText?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="wallet-accounts">
      <h3 className="wallet-accounts__title">
        {title} <span className="wallet-accounts__count">{items.length}</span>
      </h3>
      {items.length === 0 ? (
        <p className="wallet-muted">{emptyText ?? t('none_yet')}</p>
      ) : (
        <ul className="wallet-accounts__list" aria-label={title}>
          {items.map((a) => {
            const Icon = KIND_ICON[a.kind];
            return (
              <li key={a.id} className="wallet-account">
                <span className="wallet-account__icon" aria-hidden="true">
                  <Icon size={18} />
                </span>
                <span className="wallet-account__who">
                  <span className="wallet-account__provider">{a.provider}</span>
                  <span className="wallet-account__holder">{a.holderName}</span>
                </span>
                <span className="wallet-account__number">{a.maskedNumber}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * The way to act on a wallet page: SPEC §1 keeps the deposit and withdrawal flows out of this app
 * ("only their statistics and settings are visible here"), so customer service takes it from here
 * (the chat of §2 screen 14, opened through lib/chat-request; it tells guests, type 4 members and
 * sites without chat what applies to them).
 */
export function CustomerServiceCard({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="wallet-help" aria-label={title}>
      <span className="wallet-help__icon" aria-hidden="true">
        <Headset size={22} />
      </span>
      <div className="wallet-help__text">
        <h2 className="wallet-help__title">{title}</h2>
        <p>{text}</p>
        {children}
      </div>
      <Button variant="primary" block onClick={requestChat}>
        <Headset size={18} aria-hidden="true" /> {t('wallet_contact_cs')}
      </Button>
    </section>
  );
}
