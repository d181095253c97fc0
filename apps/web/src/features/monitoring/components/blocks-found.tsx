import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoundBlockItem } from '@pool/contract';
import { useNearScreen } from '@/components/ui/chart/use-near-screen';
import { ChainReference } from '@/components/ui/chain-reference';
import { DataTable, type Column } from '@/components/ui/data-table';
import type { AccountRef } from '@/lib/account';
import { formatCount, formatDateTime } from '@/lib/format';
import { formatBtc } from '@/lib/format-btc';
import { blocksQueryOptions } from '../api/get-blocks';
import styles from './monitoring.module.css';
import card from '@/components/ui/card.module.css';

/** Confirmations after which a block's coinbase may be spent: an immature block's count goes up to it. */
const coinbaseMaturity = 100;

/**
 * "Blocks found" of a pool's dashboard (every block its miners found) or of a miner
 * account's (those its workers found): height, hash with its explorer link, finder, reward,
 * confirmations and state. Asked for once it comes near the screen: it sits below the chart.
 */
export function BlocksFound({ account }: { account: AccountRef }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [sectionRef, near] = useNearScreen<HTMLElement>();
  const blocks = useQuery({ ...blocksQueryOptions(account, page), enabled: near });
  const stateText = (block: FoundBlockItem) => {
    switch (block.state) {
      case 'rejected':
        return t('monitoring.blocks.rejected', { reason: block.reject_reason });
      case 'immature':
        return t('monitoring.blocks.states.immature', { count: coinbaseMaturity - block.confirmations });
      default:
        return t(`monitoring.blocks.states.${block.state}`);
    }
  };

  const columns: Column<FoundBlockItem>[] = [
    { key: 'height', header: t('monitoring.blocks.columns.height'), numeric: true, cell: (block) => block.height },
    {
      key: 'hash',
      header: t('monitoring.blocks.columns.hash'),
      // The hash's tail tells blocks apart (its head is mostly zeros): the cut is in the middle.
      cell: (block) => <ChainReference kind="block" value={block.hash} compact="middle" />,
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
      // A refused or orphaned block has none: its state says why.
      cell: (block) => (block.confirmations > 0 ? formatCount(block.confirmations, language) : '—'),
    },
    { key: 'state', header: t('monitoring.blocks.columns.state'), cell: stateText },
  ];

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className={`${styles.section} ${card.card} ${card.stack}`}>
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
