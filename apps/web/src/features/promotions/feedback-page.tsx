import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquareText } from 'lucide-react';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  type FeedbackCategory,
} from '@member-app/contract/rules/content';
import { showToast } from '../../lib/overlay-store';
import { useMyFeedback, useSendFeedback } from './api/content';
import { useFormat } from '../../lib/use-format';
import { Empty, Loading } from '../../components/content-states';
import './promotions.css';

/** §2 /m/feedback (members only; the route guard sends guests home): send and read feedback. */
export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
  const mine = useMyFeedback();
  const send = useSendFeedback();
  const [category, setCategory] = useState<FeedbackCategory>('SUGGESTION');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = content.trim();
    if (text.length < FEEDBACK_MIN_LENGTH) {
      setError(t('feedback_too_short', { n: FEEDBACK_MIN_LENGTH }));
      return;
    }
    setError(null);
    send.mutate(
      { category, content: text },
      {
        onSuccess: () => {
          setContent('');
          showToast(t('feedback_sent'), 'success');
        },
      },
    );
  };

  return (
    <section className="content-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('page_feedback')}
      </h1>
      <form className="content-card feedback-form" onSubmit={submit} noValidate>
        <label className="feedback-form__label" htmlFor="feedback-category">
          {t('feedback_category')}
        </label>
        <select
          id="feedback-category"
          className="feedback-form__select"
          value={category}
          onChange={(e) => setCategory(e.target.value as FeedbackCategory)}
        >
          {FEEDBACK_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`feedback_cat_${c}`)}
            </option>
          ))}
        </select>
        <label className="feedback-form__label" htmlFor="feedback-content">
          {t('feedback_content')}
        </label>
        <textarea
          id="feedback-content"
          className="feedback-form__text"
          rows={5}
          maxLength={FEEDBACK_MAX_LENGTH}
          value={content}
          aria-invalid={error ? true : undefined}
          aria-describedby="feedback-hint"
          placeholder={t('feedback_placeholder')}
          onChange={(e) => setContent(e.target.value)}
        />
        <p
          id="feedback-hint"
          className={error ? 'feedback-form__error' : 'feedback-form__hint'}
          role={error ? 'alert' : undefined}
        >
          {error ?? `${content.length} / ${FEEDBACK_MAX_LENGTH}`}
        </p>
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>
          {t('feedback_submit')}
        </button>
      </form>
      <h2 className="content-subtitle">{t('feedback_history')}</h2>
      {mine.isPending ? (
        <Loading />
      ) : (mine.data?.list ?? []).length === 0 ? (
        <Empty icon={MessageSquareText} text={t('no_feedback')} />
      ) : (
        <ul className="feedback-list">
          {mine.data!.list.map((f) => (
            <li key={f.id} className="content-card feedback-item">
              <p className="feedback-item__meta">
                <span className="chip">{t(`feedback_cat_${f.category}`)}</span>
                <time dateTime={f.createdAt}>{format.date(f.createdAt)}</time>
                <span
                  className={`feedback-item__status feedback-item__status--${f.status.toLowerCase()}`}
                >
                  {t(f.status === 'REPLIED' ? 'feedback_replied' : 'feedback_received')}
                </span>
              </p>
              <p className="feedback-item__text">{f.content}</p>
              {f.reply ? <p className="feedback-item__reply">{f.reply}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
