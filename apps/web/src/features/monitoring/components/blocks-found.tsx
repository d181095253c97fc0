import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoundBlockItem } from '@pool/contract';
import { DataTable, type Column } from '@/components/ui/data-table';
import type { AccountRef } from '@/lib/account';
import { formatCount, formatDateTime } from '@/lib/format';
import { formatBtc } from '@/lib/format-btc';
import { blocksQueryOptions } from '../api/get-blocks';
import styles from './monitoring.module.css';
import card from '@/components/ui/card.module.css';

/** The pool dashboard's "Blocks found": height, hash, finder, reward and confirmations. */
export function BlocksFound({ pool }: { pool: AccountRef }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headingId = useId();
  const [page, setPage] = useState(1);
  const blocks = useQuery(blocksQueryOptions(pool, page));

  const columns: Column<FoundBlockItem>[] = [
    { key: 'height', header: t('monitoring.blocks.columns.height'), numeric: true, cell: (block) => block.height },
    {
      key: 'hash',
      header: t('monitoring.blocks.columns.hash'),
      // The hash's tail tells blocks apart; its head is mostly zeros.
      cell: (block) => (
        <span title={block.hash} className={styles.hash}>
          …{block.hash.slice(-16)}
        </span>
      ),
    },
    {
      key: 'finder',
      header: t('monitoring.blocks.columns.finder'),
      cell: (block) => `${block.account}.${block.worker}`,
    },
    {
      key: 'found',
      header: t('monitoring.blocks.columns.found'),
      cell: (block) => formatDateTime(block.found_at, language),
    },
    {
      key: 'reward',
      header: t('monitoring.blocks.columns.reward'),
      numeric: true,
      cell: (block) => formatBtc(block.reward, language),
    },
    {
      key: 'confirmations',
      header: t('monitoring.blocks.columns.confirmations'),
      numeric: true,
      cell: (block) =>
        block.reject_reason === null
          ? formatCount(block.confirmations, language)
          : t('monitoring.blocks.rejected', { reason: block.reject_reason }),
    },
  ];

  return (
    <section aria-labelledby={headingId} className={`${styles.section} ${card.card} ${card.stack}`}>
      <h2 id={headingId} className={card.heading}>
        {t('monitoring.blocks.title')}
      </h2>
      <DataTable
        caption={t('monitoring.blocks.title')}
        columns={columns}
        rowKey={(block) => block.hash}
        query={blocks}
        emptyText={t('monitoring.blocks.empty')}
        errorText={t('monitoring.blocks.error')}
        onPage={setPage}
      />
    </section>
  );
}
