import { useTranslation } from 'react-i18next';
import { Newspaper } from 'lucide-react';
import { LazyImage } from '../../components/lazy-image';
import { SafeHtml } from '../../components/safe-html';
import { useArticles } from './api/content';
import { useItemId } from './use-item-id';
import { useFormat } from '../../lib/use-format';
import { Empty, Failed, Loading } from '../../components/content-states';
import './promotions.css';

/** §2 /m/news: the merchant's news, newest first. */
export function Component() {
  const { t } = useTranslation();
  const opened = useItemId();
  const format = useFormat();
  const news = useArticles('news');
  const list = news.data?.list ?? [];
  return (
    <section className="content-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('page_news')}
      </h1>
      {news.isPending ? (
        <Loading />
      ) : news.isError ? (
        <Failed onRetry={() => void news.refetch()} />
      ) : list.length === 0 ? (
        <Empty icon={Newspaper} text={t('no_news')} />
      ) : (
        <div className="news-list">
          {list.map((a) => (
            <details key={a.id} className="news-item" open={a.id === opened}>
              <summary>
                {a.image ? (
                  <LazyImage
                    className="news-item__img"
                    src={a.image}
                    alt=""
                    width={72}
                    height={72}
                  />
                ) : null}
                <span className="news-item__text">
                  <span className="news-item__meta">
                    <span className="chip">{a.category}</span>{' '}
                    <time dateTime={a.publishedAt}>{format.date(a.publishedAt)}</time>
                  </span>
                  <span className="news-item__title">{a.title}</span>
                  <span className="news-item__summary">{a.summary}</span>
                </span>
              </summary>
              <SafeHtml className="news-item__content" html={a.content} />
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
