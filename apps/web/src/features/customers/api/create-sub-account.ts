import { createMinerResponseSchema } from '@pool/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useApiMutation, type MutationConfig } from '@/lib/mutation';

export type CreatedSubAccount = z.infer<typeof createMinerResponseSchema>;
export interface NewSubAccount {
  parentId: string;
  accountName: string;
}

/** POST /miners with parent_id: a sub-account under a miner account the user owns or administers. */
export async function createSubAccount({ parentId, accountName }: NewSubAccount): Promise<CreatedSubAccount> {
  const body = await api('POST /miners', {
    body: { account_name: accountName, parent_id: parentId },
  });
  return createMinerResponseSchema.parse(body);
}

/**
 * Creates a sub-account. The creator gets a permission on it: the screen refreshes the
 * identity (the account switcher) itself, since that query belongs to the session.
 */
export function useCreateSubAccount(config?: MutationConfig<CreatedSubAccount, NewSubAccount>) {
  return useApiMutation(createSubAccount, [], config);
}
