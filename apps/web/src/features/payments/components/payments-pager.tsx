import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { formatCount } from '@/lib/format';
import { pageItems } from '../page-numbers';
import { paymentsPageSizes, type PaymentsPageSize } from '../payments-search-params';
import styles from './payments.module.css';

export interface PaymentsPagerProps {
  page: number;
  pageSize: PaymentsPageSize;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: PaymentsPageSize) => void;
}

/**
 * The payments' pages: previous, the page numbers (the ends and around the current one) and
 * next, with the rows per page to choose. A page past the end still offers the way back.
 */
export function PaymentsPager({ page, pageSize, total, onPage, onPageSize }: PaymentsPagerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className={styles.pager}>
      <SelectField
        label={t('money.pager.pageSize')}
        className={styles.pageSize}
        value={String(pageSize)}
        options={paymentsPageSizes.map((size) => ({ value: String(size), label: formatCount(size, language) }))}
        onChange={(event) => onPageSize(Number(event.target.value) as PaymentsPageSize)}
      />
      {pages > 1 || page > 1 ? (
        <nav aria-label={t('common.pagination.label', { list: t('money.payments.tableLabel') })}>
          <ul className={styles.pageList}>
            <li>
              <Button
                kind="transparent"
                size="xs"
                disabled={page <= 1}
                onClick={() => onPage(Math.min(page - 1, pages))}
              >
                {t('common.pagination.previous')}
              </Button>
            </li>
            {pageItems(page, pages).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  <Button
                    kind={item === page ? 'primary' : 'transparent'}
                    size="xs"
                    className={styles.pageNumber}
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={t('money.pager.page', { page: formatCount(item, language) })}
                    onClick={() => onPage(item)}
                  >
                    {formatCount(item, language)}
                  </Button>
                </li>
              ),
            )}
            <li>
              <Button kind="transparent" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
                {t('common.pagination.next')}
              </Button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
