import { useTranslation } from 'react-i18next';
import { Crown, ChevronRight, UserRound } from 'lucide-react';
import type { MemberInfo } from '@member-app/contract/schemas/session';
import type { RankProgress } from '@member-app/contract/schemas/member-area';
import { AppLink } from '../../../components/app-link';
import { useFormat } from '../../../lib/use-format';
import { showsVipBenefits, vipProgress } from '../rules';

/** Member info with the VIP label and the §5 progress bar. */
export function VipCard({
  info,
  progress,
}: {
  info: MemberInfo;
  progress: RankProgress | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const ratio = progress ? vipProgress(progress) : 0;
  const percent = Math.round(ratio * 100);
  return (
    <section className="member-card" aria-label={t('my_account')}>
      <div className="member-card__top">
        <span className="member-card__avatar" aria-hidden="true">
          <UserRound size={28} />
        </span>
        <div className="member-card__who">
          <p className="member-card__name">{info.userName}</p>
          <p className="member-card__since">
            {t('member_since', {
              date: format.date(info.regDate),
            })}
          </p>
        </div>
        {info.clubLabel ? (
          <span className="vip-chip">
            <Crown size={14} aria-hidden="true" />
            {info.clubLabel.labelName}
          </span>
        ) : null}
      </div>
      <div className="vip-progress">
        <div className="vip-progress__labels">
          <span>
            {progress?.nextLabelName
              ? t('vip_progress_to', { name: progress.nextLabelName })
              : t('vip_progress')}
          </span>
          <span>{format.percent(percent / 100, 0)}</span>
        </div>
        <div
          className="vip-progress__track"
          role="progressbar"
          aria-label={t('vip_progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="vip-progress__bar" style={{ width: `${percent}%` }} />
        </div>
        {progress && progress.totalExpectedConditions > 0 ? (
          <p className="vip-progress__hint">
            {t('vip_conditions', {
              done: progress.completedConditions,
              total: progress.totalExpectedConditions,
            })}
          </p>
        ) : null}
      </div>
      {showsVipBenefits(info.clubLabel) ? (
        <AppLink to="/member/benefits" className="member-card__link">
          <Crown size={16} aria-hidden="true" />
          {t('vip_benefits')}
          <ChevronRight size={16} aria-hidden="true" />
        </AppLink>
      ) : null}
    </section>
  );
}
