import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import { Button } from './button';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** Names the list the pages belong to (for assistive technology). */
  label: string;
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * Previous and next page of a list the server pages, with where the reader is. A page
 * past the end (its last rows were just acted on) still shows it, so the reader can go back.
 */
export function Pagination({ label, page, perPage, total, onPage }: PaginationProps) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / Math.max(perPage, 1)));
  if (page <= 1 && pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('common.pagination.label', { list: label })}>
      <Button kind="transparent" size="xs" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
        {t('common.pagination.previous')}
      </Button>
      <span aria-current="page" aria-live="polite">
        {t('common.pagination.page', {
          page: formatCount(page, i18n.language),
          pages: formatCount(pages, i18n.language),
        })}
      </span>
      <Button kind="transparent" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.pagination.next')}
      </Button>
    </nav>
  );
}
