import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { permissionTypeSchema, type PoolUser, type PoolUserSortField } from '@pool/contract';
import { Badge } from '@/components/ui/badge';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { SearchForm } from '@/components/ui/search-form';
import { SelectField } from '@/components/ui/select-field';
import { formatCount, formatDateTime } from '@/lib/format';
import { useSearchState } from '@/lib/search-params';
import { poolUsersQueryOptions } from '../api/get-pool-users';
import {
  parseUsersParams,
  serializeUsersParams,
  sortedBy,
  userSearchMaxLength,
  type UsersParams,
} from '../users-search-params';
import styles from './users.module.css';
import pageStyles from '@/components/ui/page.module.css';

/** /users: the people with access to the pool's accounts, searched, filtered and sorted on the server; state in the address. */
export function UsersPage({ poolId, title }: { poolId: string; title: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [params, update] = useSearchState(parseUsersParams, serializeUsersParams);
  const users = useQuery(poolUsersQueryOptions(poolId, params));
  const sortable = (field: PoolUserSortField) => ({
    order: params.sort === field ? params.order : undefined,
    onSort: () => update(sortedBy(params, field)),
  });
  const choices = [
    { value: 'any', label: t('users.filters.any') },
    { value: 'true', label: t('users.filters.yes') },
    { value: 'false', label: t('users.filters.no') },
  ];

  const columns: Column<PoolUser>[] = [
    {
      key: 'email',
      header: t('users.columns.email'),
      sort: sortable('email'),
      cell: (row) => (
        <Link to={`/users/${row.id}`} className={styles.strong}>
          {row.email}
        </Link>
      ),
    },
    {
      key: 'security',
      header: t('users.columns.security'),
      cell: (row) => (
        <span className={styles.badges}>
          <Badge tone={row.verified ? 'success' : 'warning'}>
            {row.verified ? t('users.verified') : t('users.unverified')}
          </Badge>
          <Badge tone={row.second_factor ? 'success' : 'neutral'}>
            {row.second_factor ? t('users.twoFactorOn') : t('users.twoFactorOff')}
          </Badge>
        </span>
      ),
    },
    {
      key: 'access',
      header: t('users.columns.access'),
      cell: (row) => (
        <span className={styles.stack}>
          <span>{row.permission_types.map((type) => t(`users.types.${type}`)).join(', ')}</span>
          <span className={styles.muted}>{row.accounts.join(', ')}</span>
        </span>
      ),
    },
    {
      key: 'last_sign_in_at',
      header: t('users.columns.lastSignIn'),
      sort: sortable('last_sign_in_at'),
      cell: (row) => (row.last_sign_in_at ? formatDateTime(row.last_sign_in_at, language) : t('users.never')),
    },
    {
      key: 'created_at',
      header: t('users.columns.created'),
      sort: sortable('created_at'),
      cell: (row) => formatDateTime(row.created_at, language),
    },
  ];
  const total = users.data?.pagination.total;

  return (
    <div className={pageStyles.page}>
      <PageHeader title={title} account={undefined} />
      <SearchForm
        className={styles.toolbar}
        search={params.search}
        onSearch={(search) => update({ ...params, search, page: 1 })}
        label={t('users.search')}
        submitLabel={t('users.searchButton')}
        maxLength={userSearchMaxLength}
      >
        <SelectField
          label={t('users.filters.type')}
          value={params.type}
          options={[
            { value: 'all', label: t('users.filters.all') },
            ...permissionTypeSchema.options
              .filter((type) => type !== 'platform')
              .map((type) => ({ value: type, label: t(`users.types.${type}`) })),
          ]}
          onChange={(event) => update({ ...params, type: event.target.value as UsersParams['type'], page: 1 })}
        />
        <SelectField
          label={t('users.filters.twoFactor')}
          value={params.secondFactor}
          options={choices}
          onChange={(event) =>
            update({ ...params, secondFactor: event.target.value as UsersParams['secondFactor'], page: 1 })
          }
        />
        <SelectField
          label={t('users.filters.verified')}
          value={params.verified}
          options={choices}
          onChange={(event) => update({ ...params, verified: event.target.value as UsersParams['verified'], page: 1 })}
        />
      </SearchForm>
      {total !== undefined ? (
        <p className={pageStyles.muted} aria-live="polite">
          {t('users.shown', { count: total, value: formatCount(total, language) })}
        </p>
      ) : null}
      <DataTable
        caption={t('users.tableLabel')}
        columns={columns}
        query={users}
        rowKey={(row) => row.id}
        emptyText={t('users.empty')}
        errorText={t('users.error')}
        onPage={(page) => update({ ...params, page })}
      />
    </div>
  );
}
