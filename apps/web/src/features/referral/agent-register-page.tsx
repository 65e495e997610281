import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, Copy, Handshake, Users } from 'lucide-react';
import { AGENT_MEMBER_TYPES } from '@member-app/contract/constants';
import type { AgentApplicationRequest } from '@member-app/contract/schemas/member-area';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { useFormat } from '../../lib/use-format';
import { useMemberInfo } from '../../lib/member-info';
import { useSession } from '../../lib/session';
import { useAgentApplication, useApplyAsAgent, useInviteFriends } from './api/referral';
import { copyText } from './copy-text';
import './referral.css';
import '../../components/select.css';

const IM_LABELS = {
  TELEGRAM: 'im_telegram',
  WHATSAPP: 'im_whatsapp',
  LINE: 'im_line',
  ZALO: 'im_zalo',
  OTHER: 'im_other',
} as const;
const STATUS_LABELS = {
  PENDING: 'agent_status_pending',
  APPROVED: 'agent_status_approved',
  REJECTED: 'agent_status_rejected',
} as const;
type Field = 'realName' | 'mobileNum' | 'email' | 'imAccount';
type FieldError =
  'agent_error_name' | 'agent_error_mobile' | 'agent_error_email' | 'agent_error_im';

/** Client-side checks matching the server's (contract agentApplicationRequestSchema). */
function validate(f: Record<Field, string>): Partial<Record<Field, FieldError>> {
  const errors: Partial<Record<Field, FieldError>> = {};
  if (f.realName.trim().length < 2) errors.realName = 'agent_error_name';
  if (!/^\+?\d{6,15}$/.test(f.mobileNum.trim())) errors.mobileNum = 'agent_error_mobile';
  if (f.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim()))
    errors.email = 'agent_error_email';
  if (f.imAccount.trim().length < 2) errors.imAccount = 'agent_error_im';
  return errors;
}

/**
 * §3/§6 a member of type 1 or 2 is an agent already: the page shows their agent status and the
 * link players register through (their referral code), not the application form.
 */
function AgentAccount() {
  const { t } = useTranslation();
  const me = useInviteFriends().data?.member;
  return (
    <div className="referral-page">
      <section className="referral-hero" aria-labelledby="page-title">
        <span className="referral-hero__icon" aria-hidden="true">
          <Handshake size={30} />
        </span>
        <h1 id="page-title" className="referral-hero__title">
          {t('agent_account_title')}
        </h1>
        <p className="referral-hero__text">{t('agent_account_intro')}</p>
      </section>
      <section className="referral-card referral-card--done" aria-labelledby="agent-status">
        <BadgeCheck size={36} aria-hidden="true" />
        <h2 id="agent-status" className="referral-card__title">
          {t('agent_status_active')}
        </h2>
      </section>
      {!me ? (
        <div className="referral-page__loading">
          <Spinner label={t('please_wait')} />
        </div>
      ) : (
        <section className="referral-card" aria-labelledby="agent-code-title">
          <h2 id="agent-code-title" className="referral-card__title">
            {t('agent_your_code')}
          </h2>
          <p className="referral-code" data-testid="agent-code">
            {me.referralCode}
          </p>
          <label className="referral-link__label" htmlFor="agent-link">
            {t('agent_your_link')}
          </label>
          <input
            id="agent-link"
            className="referral-link"
            readOnly
            value={me.referralLink}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="referral-actions">
            <Button onClick={() => void copyText(me.referralLink, t('copied'), t('copy_failed'))}>
              <Copy size={18} aria-hidden="true" /> {t('copy_link')}
            </Button>
          </div>
          <p className="referral-card__muted">
            <Users size={16} aria-hidden="true" />{' '}
            {t('referral_invited', { count: me.invitedCount })}
          </p>
        </section>
      )}
    </div>
  );
}

/** §2 /m/agentRegister: an agent's own account, or the application form for everyone else. */
export function Component() {
  const session = useSession();
  const info = useMemberInfo();
  const type = info.data?.type ?? session?.type ?? -1;
  return AGENT_MEMBER_TYPES.includes(type) ? <AgentAccount /> : <AgentApplicationForm />;
}

/** The agent application form; stored on the server, one pending at a time. */
function AgentApplicationForm() {
  const { t } = useTranslation();
  const format = useFormat();
  const existing = useAgentApplication();
  const apply = useApplyAsAgent();
  const [form, setForm] = useState<Record<Field, string>>({
    realName: '',
    mobileNum: '',
    email: '',
    imAccount: '',
  });
  const [imType, setImType] = useState<AgentApplicationRequest['imType']>('TELEGRAM');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(form);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`agent-${first}`)?.focus();
    apply.mutate({
      ...form,
      imType,
      note: note.trim() || undefined,
      email: form.email.trim() || undefined,
    });
  };
  const field = (name: Field, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      id={`agent-${name}`}
      label={label}
      value={form[name]}
      error={errors[name] ? t(errors[name]) : null}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      {...props}
    />
  );

  const application = existing.data;
  return (
    <div className="referral-page">
      <section className="referral-hero" aria-labelledby="page-title">
        <span className="referral-hero__icon" aria-hidden="true">
          <Handshake size={30} />
        </span>
        <h1 id="page-title" className="referral-hero__title">
          {t('page_agent_register')}
        </h1>
        <p className="referral-hero__text">{t('agent_intro')}</p>
      </section>
      {existing.isPending ? (
        <div className="referral-page__loading">
          <Spinner label={t('please_wait')} />
        </div>
      ) : application ? (
        <section className="referral-card referral-card--done" role="status">
          <BadgeCheck size={36} aria-hidden="true" />
          <h2 className="referral-card__title">{t(STATUS_LABELS[application.status])}</h2>
          <p className="referral-card__muted">
            {t('agent_submitted_on', {
              date: format.date(application.createdAt),
            })}
          </p>
          <dl className="agent-summary">
            <dt>{t('agent_real_name')}</dt>
            <dd>{application.realName}</dd>
            <dt>{t('agent_mobile')}</dt>
            <dd>{application.mobileNum}</dd>
            <dt>{t('agent_im')}</dt>
            <dd>
              {application.imType} · {application.imAccount}
            </dd>
          </dl>
        </section>
      ) : (
        <form
          className="referral-card agent-form"
          onSubmit={submit}
          noValidate
          aria-labelledby="agent-form-title"
        >
          <h2 id="agent-form-title" className="referral-card__title">
            {t('agent_form_title')}
          </h2>
          {field('realName', t('agent_real_name'), { autoComplete: 'name' })}
          {field('mobileNum', t('agent_mobile'), { inputMode: 'tel', autoComplete: 'tel' })}
          {field('email', t('agent_email_optional'), { type: 'email', autoComplete: 'email' })}
          <div className="field">
            <label className="field__label" htmlFor="agent-imType">
              {t('agent_im_type')}
            </label>
            <select
              id="agent-imType"
              className="select agent-select"
              value={imType}
              onChange={(e) => setImType(e.target.value as typeof imType)}
            >
              {(Object.keys(IM_LABELS) as (keyof typeof IM_LABELS)[]).map((im) => (
                <option key={im} value={im}>
                  {t(IM_LABELS[im])}
                </option>
              ))}
            </select>
          </div>
          {field('imAccount', t('agent_im_account'))}
          <div className="field">
            <label className="field__label" htmlFor="agent-note">
              {t('agent_note')}
            </label>
            <textarea
              id="agent-note"
              className="agent-note"
              rows={3}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          <Button type="submit" block disabled={apply.isPending}>
            {t('agent_submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
