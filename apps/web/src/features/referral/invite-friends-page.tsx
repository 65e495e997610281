import { useTranslation } from 'react-i18next';
import { Copy, Gift, Share2, UserPlus, Users } from 'lucide-react';
import { Button } from '../../components/button';
import { AppLink } from '../../components/app-link';
import { Spinner } from '../../components/spinner';
import { showLogin } from '../../lib/auth-dialogs';
import { useFormatMoney } from '../../lib/money';
import { useFormat } from '../../lib/use-format';
import { copyText as copy } from './copy-text';
import { useInviteFriends } from './api/referral';
import './referral.css';

/** §2 /m/inviteFriends: referral, public (guests see the programme and are asked to log in). */
export function Component() {
  const { t } = useTranslation();
  const data = useInviteFriends().data;
  const program = data?.program;
  const me = data?.member;
  const formatMoney = useFormatMoney();
  const format = useFormat();
  const reward = program && formatMoney(program.rewardPerFriend, program.currency, 0);

  return (
    <div className="referral-page">
      <section className="referral-hero" aria-labelledby="page-title">
        <span className="referral-hero__icon" aria-hidden="true">
          <Gift size={30} />
        </span>
        <h1 id="page-title" className="referral-hero__title">
          {program?.enabled ? program.title : t('page_invite_friends')}
        </h1>
        {program?.enabled ? <p className="referral-hero__text">{program.description}</p> : null}
        {reward && program?.enabled ? (
          <p className="referral-hero__reward">{t('referral_reward', { amount: reward })}</p>
        ) : null}
      </section>

      {!data ? (
        <div className="referral-page__loading">
          <Spinner label={t('please_wait')} />
        </div>
      ) : !program?.enabled ? (
        <p className="referral-card referral-card--muted">{t('referral_unavailable')}</p>
      ) : me ? (
        <>
          <section className="referral-card" aria-labelledby="code-title">
            <h2 id="code-title" className="referral-card__title">
              {t('referral_your_code')}
            </h2>
            <p className="referral-code" data-testid="referral-code">
              {me.referralCode}
            </p>
            <label className="referral-link__label" htmlFor="referral-link">
              {t('referral_your_link')}
            </label>
            <input
              id="referral-link"
              className="referral-link"
              readOnly
              value={me.referralLink}
              onFocus={(e) => e.currentTarget.select()}
            />
            <div className="referral-actions">
              <Button onClick={() => void copy(me.referralLink, t('copied'), t('copy_failed'))}>
                <Copy size={18} aria-hidden="true" /> {t('copy_link')}
              </Button>
              {typeof navigator.share === 'function' ? (
                <Button
                  variant="secondary"
                  onClick={() =>
                    void navigator
                      .share({ url: me.referralLink, title: program.title })
                      .catch(() => undefined)
                  }
                >
                  <Share2 size={18} aria-hidden="true" /> {t('share')}
                </Button>
              ) : null}
            </div>
          </section>
          <section className="referral-card" aria-labelledby="invited-title">
            <h2 id="invited-title" className="referral-card__title">
              <Users size={18} aria-hidden="true" />{' '}
              {t('referral_invited', { count: me.invitedCount })}
            </h2>
            {me.invited.length === 0 ? (
              <p className="referral-card__muted">{t('referral_none_yet')}</p>
            ) : (
              <ul className="invited">
                {me.invited.map((f) => (
                  <li key={`${f.userName}-${f.regDate}`}>
                    <span>{f.userName}</span>
                    <time dateTime={new Date(f.regDate).toISOString()}>
                      {format.date(f.regDate)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : (
        <section className="referral-card" aria-labelledby="guest-title">
          <h2 id="guest-title" className="referral-card__title">
            {t('referral_guest_title')}
          </h2>
          <p className="referral-card__muted">{t('referral_guest_text')}</p>
          <div className="referral-actions">
            <Button onClick={() => showLogin(true)}>{t('login')}</Button>
            <AppLink to="/register" className="btn btn--secondary">
              <UserPlus size={18} aria-hidden="true" /> {t('register')}
            </AppLink>
          </div>
        </section>
      )}

      {program?.enabled && program.rules.length > 0 ? (
        <section className="referral-card" aria-labelledby="rules-title">
          <h2 id="rules-title" className="referral-card__title">
            {t('referral_rules')}
          </h2>
          <ol className="referral-rules">
            {program.rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
