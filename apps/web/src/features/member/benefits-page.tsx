import { useTranslation } from 'react-i18next';
import { CheckCircle2, Circle, Crown } from 'lucide-react';
import { Spinner } from '../../components/spinner';
import { useMemberInfo } from '../../lib/member-info';
import { useFormat } from '../../lib/use-format';
import { useRankProgress, useVipBenefits } from './api/member-area';
import { VipCard } from './components/vip-card';
import { showsVipBenefits } from './rules';
import './member-home-page.css';

/** §2 /m/member/benefits: VIP benefits of AUTO labels (§3), the member's tier highlighted. */
export function Component() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const info = useMemberInfo();
  const progress = useRankProgress();
  const benefits = useVipBenefits();

  // §3 "type (AUTO shows VIP benefits)": other members see their card and why there is nothing here.
  if (info.data && !showsVipBenefits(info.data.clubLabel)) {
    return (
      <div className="member-page">
        <h1 id="page-title" className="visually-hidden">
          {t('page_benefits')}
        </h1>
        <VipCard info={info.data} progress={progress.data} />
        <section
          className="member-section"
          aria-labelledby="benefits-none-title"
          data-testid="benefits-none"
        >
          <h2 id="benefits-none-title" className="member-section__title">
            <Crown size={18} aria-hidden="true" /> {t('vip_benefits_none_title')}
          </h2>
          <p className="member-section__line">{t('vip_benefits_none')}</p>
        </section>
      </div>
    );
  }
  return (
    <div className="member-page">
      <h1 id="page-title" className="visually-hidden">
        {t('page_benefits')}
      </h1>
      {info.data ? <VipCard info={info.data} progress={progress.data} /> : null}

      {progress.data && progress.data.conditions.length > 0 ? (
        <section className="member-section" aria-labelledby="conditions-title">
          <h2 id="conditions-title" className="member-section__title">
            {progress.data.nextLabelName
              ? t('vip_next_requirements', { name: progress.data.nextLabelName })
              : t('vip_progress')}
          </h2>
          <ul className="conditions">
            {progress.data.conditions.map((c) => (
              <li key={c.name} className={`condition${c.done ? ' is-done' : ''}`}>
                {c.done ? (
                  <CheckCircle2 size={18} aria-hidden="true" />
                ) : (
                  <Circle size={18} aria-hidden="true" />
                )}
                <span className="condition__name">{c.name}</span>
                <span className="condition__value">
                  {number(c.current)} / {number(c.target)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {benefits.isPending ? (
        <div className="member-page__loading">
          <Spinner label={t('please_wait')} />
        </div>
      ) : null}
      {benefits.data?.labels.map((label) => {
        const current = label.labelId === benefits.data.currentLabelId;
        return (
          <section
            key={label.labelId}
            className={`tier${current ? ' is-current' : ''}`}
            aria-labelledby={`tier-${label.labelId}`}
          >
            <h2 id={`tier-${label.labelId}`} className="tier__title">
              <Crown size={18} aria-hidden="true" />
              {label.labelName}
              {current ? <span className="tier__current">{t('vip_current')}</span> : null}
            </h2>
            <ul className="benefits">
              {label.benefits.map((b) => (
                <li key={b.title} className="benefit">
                  <img src={b.icon} alt="" width={40} height={40} />
                  <span>
                    <span className="benefit__title">{b.title}</span>
                    <span className="benefit__text">{b.description}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
