import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { PASSWORD_PATTERN } from '@member-app/contract/account';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useAppNavigate } from '../../components/app-link';
import { showAlert, showToast } from '../../lib/overlay-store';
import { isApiError } from '../../lib/api-error';
import { translateServerMessage } from '../../lib/server-message';
import { getSession, setSession } from '../../lib/session';
import { changePassword } from './api/change-password';
import { releasePendingChange, takePendingChange } from './pending-password';
import './auth-page.css';
import { useFieldRefs } from '../../lib/use-field-refs';

/** §2 /m/changePsw: the forced password change of §4 (first login, expired or temporary password). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [pending] = useState(takePendingChange);
  const known = pending?.oldPassword ?? null;
  // A temporary password the player never saw: the session alone proves who they are (§5).
  const noOldPassword = known !== null || pending?.temporary === true;
  const [oldPassword, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const refs = useFieldRefs();
  const firstTime = getSession()?.firstTimeLogin ?? false;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!noOldPassword && !oldPassword) problems.old = t('field_required');
    if (!PASSWORD_PATTERN.test(next)) problems.next = t('password_rule');
    else if (next === (known ?? oldPassword)) problems.next = t('password_same');
    if (next !== confirm) problems.confirm = t('password_mismatch');
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      refs.focus(first);
      return;
    }
    setBusy(true);
    try {
      const old = known ?? (noOldPassword ? null : oldPassword);
      await changePassword({ ...(old !== null ? { oldPassword: old } : {}), newPassword: next });
      releasePendingChange();
      const session = getSession();
      if (session) setSession({ ...session, firstTimeLogin: false });
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      showToast(t('password_changed'), 'success');
      void navigate('/home', { replace: true });
    } catch (err) {
      await showAlert(
        isApiError(err) ? translateServerMessage(err.code, err.message) : t('unknown_error'),
        {
          title: t('notice'),
          okLabel: t('confirm'),
        },
      );
    } finally {
      setBusy(false);
    }
  }

  const bind = (name: string) => ({
    ref: refs.ref(name),
    error: errors[name] ?? null,
  });
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <h1 id="page-title" className="auth-page__title">
        {t('page_change_password')}
      </h1>
      <p className="auth-page__lead">
        {firstTime || pending ? t('change_password_forced') : t('change_password_lead')}
      </p>
      <div className="auth-page__card">
        <form className="form" onSubmit={(e) => void submit(e)} noValidate>
          {noOldPassword ? null : (
            <TextField
              label={t('password_old')}
              type="password"
              autoComplete="current-password"
              value={oldPassword}
              onChange={(e) => setOld(e.target.value)}
              {...bind('old')}
            />
          )}
          <TextField
            label={t('password_new')}
            type="password"
            autoComplete="new-password"
            hint={t('password_rule')}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            revealLabels={{ show: t('show_password'), hide: t('hide_password') }}
            {...bind('next')}
          />
          <TextField
            label={t('password_confirm')}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            {...bind('confirm')}
          />
          <Button type="submit" block disabled={busy} aria-busy={busy}>
            <KeyRound size={18} aria-hidden="true" />
            {t('password_change_submit')}
          </Button>
        </form>
      </div>
    </section>
  );
}
