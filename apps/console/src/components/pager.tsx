import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The pages of a paged list (the API's `total` and page `size`), with every control named for screen
 * readers ("Next page", "Page 3"); nothing when everything fits on one page.
 */
export function Pager({
  total,
  pageSize,
  page,
  onChange,
  ...rest
}: { total: number; pageSize: number; page: number; onChange: (page: number) => void } & Omit<
  PaginationProps,
  'total' | 'value' | 'onChange'
>) {
  const { t } = useTranslation();
  if (total <= pageSize) return null;
  return (
    <Pagination
      {...rest}
      total={Math.ceil(total / pageSize)}
      value={page}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': t(`common.page.${control}`) })}
      getItemProps={(p) => ({ 'aria-label': t('common.pageN', { page: p }) })}
    />
  );
}
