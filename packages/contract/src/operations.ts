import type { z } from 'zod';
import type { fileSchema, OperationTable } from './operation.js';
import { accessOperations } from './operations/access.js';
import { apiKeysOperations } from './operations/api-keys.js';
import { customersOperations } from './operations/customers.js';
import { exchangeRatesOperations } from './operations/exchange-rates.js';
import { feeIncomeOperations } from './operations/fee-income.js';
import { feesOperations } from './operations/fees.js';
import { invitesOperations } from './operations/invites.js';
import { minersOperations } from './operations/miners.js';
import { miningReportOperations } from './operations/mining-report.js';
import { monitoringOperations } from './operations/monitoring.js';
import { navigationOperations } from './operations/navigation.js';
import { notificationsOperations } from './operations/notifications.js';
import { operatorsOperations } from './operations/operators.js';
import { paymentsOperations } from './operations/payments.js';
import { payoutsOperations } from './operations/payouts.js';
import { poolsOperations } from './operations/pools.js';
import { profileOperations } from './operations/profile.js';
import { promocodesOperations } from './operations/promocodes.js';
import { rewardsOperations } from './operations/rewards.js';
import { sharingOperations } from './operations/sharing.js';
import { taxOperations } from './operations/tax.js';
import { unallocatedFundsOperations } from './operations/unallocated-funds.js';
import { usersOperations } from './operations/users.js';
import { walletsOperations } from './operations/wallets.js';
import { watchersOperations } from './operations/watchers.js';

/**
 * Every backend operation by `'METHOD /path'`, joined from the area files in ./operations/.
 * The server registers each route from its entry (apps/server/src/http/route.ts); the web
 * calls them through `api()` (apps/web/src/lib/api-client.ts), typed by this table. The type
 * is written out as the areas' types so the declaration file names them instead of spelling
 * out every schema.
 */
export const backendOperations: typeof accessOperations &
  typeof apiKeysOperations &
  typeof customersOperations &
  typeof exchangeRatesOperations &
  typeof feeIncomeOperations &
  typeof feesOperations &
  typeof invitesOperations &
  typeof minersOperations &
  typeof miningReportOperations &
  typeof monitoringOperations &
  typeof navigationOperations &
  typeof notificationsOperations &
  typeof operatorsOperations &
  typeof paymentsOperations &
  typeof payoutsOperations &
  typeof poolsOperations &
  typeof profileOperations &
  typeof promocodesOperations &
  typeof rewardsOperations &
  typeof sharingOperations &
  typeof taxOperations &
  typeof unallocatedFundsOperations &
  typeof usersOperations &
  typeof walletsOperations &
  typeof watchersOperations = {
  ...accessOperations,
  ...apiKeysOperations,
  ...customersOperations,
  ...exchangeRatesOperations,
  ...feeIncomeOperations,
  ...feesOperations,
  ...invitesOperations,
  ...minersOperations,
  ...miningReportOperations,
  ...monitoringOperations,
  ...navigationOperations,
  ...notificationsOperations,
  ...operatorsOperations,
  ...paymentsOperations,
  ...payoutsOperations,
  ...poolsOperations,
  ...profileOperations,
  ...promocodesOperations,
  ...rewardsOperations,
  ...sharingOperations,
  ...taxOperations,
  ...unallocatedFundsOperations,
  ...usersOperations,
  ...walletsOperations,
  ...watchersOperations,
} satisfies OperationTable;

export type BackendOperations = typeof backendOperations;
export type OperationKey = keyof BackendOperations;

type SchemaOf<Key extends OperationKey, Field extends 'params' | 'query' | 'body'> = BackendOperations[Key] extends {
  [F in Field]: infer Schema extends z.ZodType;
}
  ? Schema
  : undefined;

/** What a caller sends: the path parameters, query and body an operation takes (undefined: none). */
export type OperationInput<Key extends OperationKey, Field extends 'params' | 'query' | 'body'> =
  SchemaOf<Key, Field> extends z.ZodType ? z.input<SchemaOf<Key, Field>> : undefined;

type Responses<Key extends OperationKey> = BackendOperations[Key]['responses'];
type SuccessStatus<Key extends OperationKey> = Extract<keyof Responses<Key>, 200 | 201 | 202 | 204>;

/** The body of an operation's success answer; undefined for an empty one (204, 202). */
export type OperationAnswer<Key extends OperationKey> = {
  [Status in SuccessStatus<Key>]: Responses<Key>[Status] extends z.ZodType
    ? [z.output<Responses<Key>[Status]>] extends [null]
      ? undefined
      : z.output<Responses<Key>[Status]>
    : never;
}[SuccessStatus<Key>];

/** The operations that answer with a file (an export) rather than JSON. */
export type DownloadOperationKey = {
  [Key in OperationKey]: Responses<Key> extends { 200: typeof fileSchema } ? Key : never;
}[OperationKey];

/** The operations that answer with JSON or nothing. */
export type JsonOperationKey = Exclude<OperationKey, DownloadOperationKey>;
