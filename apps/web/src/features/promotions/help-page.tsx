import { useTranslation } from 'react-i18next';
import { LifeBuoy, ChevronDown } from 'lucide-react';
import { SafeHtml } from '../../components/safe-html';
import { useArticles } from './api/content';
import { useItemId } from './use-item-id';
import { Empty, Failed, Loading } from '../../components/content-states';
import './promotions.css';

/** §2 /m/help: help articles grouped by topic, each opening in place. */
export function Component() {
  const { t } = useTranslation();
  const opened = useItemId();
  const help = useArticles('help');
  const list = help.data?.list ?? [];
  const groups = [...new Set(list.map((a) => a.category))];
  return (
    <section className="content-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('page_help')}
      </h1>
      {help.isPending ? (
        <Loading />
      ) : help.isError ? (
        <Failed onRetry={() => void help.refetch()} />
      ) : list.length === 0 ? (
        <Empty icon={LifeBuoy} text={t('no_help')} />
      ) : (
        groups.map((g) => (
          <section key={g} className="help-group" aria-label={g}>
            <h2 className="content-subtitle">{g}</h2>
            {list
              .filter((a) => a.category === g)
              .map((a) => (
                <details key={a.id} className="help-item" open={a.id === opened}>
                  <summary>
                    <span>{a.title}</span>
                    <ChevronDown size={18} aria-hidden="true" className="help-item__chevron" />
                  </summary>
                  <SafeHtml className="help-item__content" html={a.content} />
                </details>
              ))}
          </section>
        ))
      )}
    </section>
  );
}
