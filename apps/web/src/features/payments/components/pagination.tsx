import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import styles from './payments.module.css';

export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and next page of a list the server pages, with where the reader is. */
export function Pagination({ page, perPage, total, onPage }: PaginationProps) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('money.pagination.label')} className={styles.pagination}>
      <Button kind="transparent" size="xs" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
        {t('money.pagination.previous')}
      </Button>
      <span aria-current="page">
        {t('money.pagination.page', {
          page: formatCount(page, i18n.language),
          pages: formatCount(pages, i18n.language),
        })}
      </span>
      <Button kind="transparent" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('money.pagination.next')}
      </Button>
    </nav>
  );
}
