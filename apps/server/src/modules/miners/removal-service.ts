import type { RemovalRequest, RemovalRequestsResponse, RemovalRequestStatus } from '@pool/contract';
import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { toPaginated } from '../../db/page.js';
import { ApiError } from '../../http/api-error.js';
import type { MonitoringRepository } from '../worker-lists/index.js';
import type { UsersRepository } from '../users/index.js';
import {
  miningWorkers,
  type RemovalDecision,
  type RemovalRequestRow,
  type RemovalRequestsRepository,
} from './removal.js';

/**
 * Pool staff's desk of removal requests (product §4: a miner asks for their account's
 * removal; §1: pool staff carry it out). Approving closes the account only when nothing of
 * value is left on it, so no money is lost without anyone seeing; rejecting tells the
 * account's people, with the reason. Each decision is written to the requester's audit log.
 */
export class RemovalRequestsService {
  constructor(
    private readonly repository: RemovalRequestsRepository,
    private readonly users: UsersRepository,
    private readonly monitoring: MonitoringRepository,
    private readonly policy: AccessPolicy,
    private readonly identity: IdentityProvider,
    private readonly clock: Clock,
  ) {}

  /** GET /pools/{pool_id}/removal-requests. */
  async list(
    ctx: RequestContext,
    poolId: string,
    query: { status?: RemovalRequestStatus | undefined; page: number; per_page: number },
  ): Promise<RemovalRequestsResponse> {
    const pool = await this.policy.authorize(ctx, 'pool', poolId, 'read_removal_requests');
    const page = await this.repository.list(poolId, query.status, query, this.clock());
    const people = await this.peopleOf(page.rows);
    return {
      ...toPaginated(page, query, (row) => toRemovalRequest(row, people)),
      can_decide: await this.policy.allows(ctx, pool, 'decide_removal'),
    };
  }

  /** POST /pools/{pool_id}/removal-requests/{request_id}/approve: the account is closed. */
  async approve(ctx: RequestContext, poolId: string, requestId: string): Promise<RemovalRequest> {
    await this.policy.authorize(ctx, 'pool', poolId, 'decide_removal');
    const actorId = requireUser(ctx).identityId;
    const at = this.clock();
    refuseUndecided(
      await this.repository.approve(requestId, poolId, actorId, at, (request, db) =>
        this.users.audit(
          {
            poolId,
            actorId,
            action: 'removal_approved',
            subjectId: request.identity_id,
            details: { account: request.account_name },
            at,
          },
          db,
        ),
      ),
    );
    return this.one(poolId, requestId);
  }

  /** POST /pools/{pool_id}/removal-requests/{request_id}/reject: the account's people are told, with the reason. */
  async reject(
    ctx: RequestContext,
    poolId: string,
    requestId: string,
    reason: string | undefined,
  ): Promise<RemovalRequest> {
    await this.policy.authorize(ctx, 'pool', poolId, 'decide_removal');
    const actorId = requireUser(ctx).identityId;
    const at = this.clock();
    refuseUndecided(
      await this.repository.reject(requestId, poolId, actorId, reason || undefined, at, (request, db) =>
        this.users.audit(
          {
            poolId,
            actorId,
            action: 'removal_rejected',
            subjectId: request.identity_id,
            details: { account: request.account_name, ...(reason ? { reason } : {}) },
            at,
          },
          db,
        ),
      ),
    );
    return this.one(poolId, requestId);
  }

  private async one(poolId: string, requestId: string): Promise<RemovalRequest> {
    const row = await this.repository.one(poolId, requestId, this.clock());
    if (!row) throw ApiError.notFound('No such removal request');
    return toRemovalRequest(row, await this.peopleOf([row]));
  }

  /** The requesters' e-mails and the workers still mining on the accounts (the workers page's statuses). */
  private async peopleOf(rows: RemovalRequestRow[]): Promise<RequestPeople> {
    const [identities, workers] = await Promise.all([
      this.identity.adminIdentities([...new Set(rows.map((row) => row.identity_id))]),
      this.monitoring.statusCountsByMiner(
        rows.map((row) => row.miner_id),
        this.clock(),
      ),
    ]);
    return { emails: new Map(identities.map((identity) => [identity.id, identity.email])), workers };
  }
}

interface RequestPeople {
  emails: Map<string, string>;
  workers: Awaited<ReturnType<MonitoringRepository['statusCountsByMiner']>>;
}

function toRemovalRequest(row: RemovalRequestRow, { emails, workers }: RequestPeople): RemovalRequest {
  return {
    id: row.id,
    miner_id: row.miner_id,
    account_name: row.account_name,
    requester_email: emails.get(row.identity_id) ?? null,
    status: row.status,
    requested_at: row.requested_at.toISOString(),
    closed_at: row.closed_at?.toISOString() ?? null,
    balance: row.balance,
    pending_payout: row.pending_payout,
    open_sub_accounts: row.open_sub_accounts,
    mining_workers: miningWorkers(workers.get(row.miner_id)),
    unrewarded_days: row.unrewarded_days,
    rejection_reason: row.rejection_reason,
  };
}

/** A decision that did not happen, as the error the caller gets. */
function refuseUndecided(decision: RemovalDecision): void {
  if (decision.outcome === 'not_found') throw ApiError.notFound('No such removal request');
  if (decision.outcome === 'not_open') {
    throw new ApiError(409, 'removal_already_decided', 'This removal request was already approved or rejected');
  }
  if (decision.outcome === 'blocked') {
    const { blockers } = decision;
    throw new ApiError(
      409,
      'removal_account_not_empty',
      'The account still holds money, sub-accounts or mining workers, or has work not yet rewarded: pay out or move them, or wait for the reward run, before closing it',
      [
        ...(blockers.balance > 0 ? [{ name: 'balance', code: 'balance_left', amount: blockers.balance }] : []),
        ...(blockers.pending_payout > 0
          ? [{ name: 'pending_payout', code: 'payout_pending', amount: blockers.pending_payout }]
          : []),
        ...(blockers.open_sub_accounts > 0
          ? [{ name: 'open_sub_accounts', code: 'sub_accounts_open', count: blockers.open_sub_accounts }]
          : []),
        ...(blockers.mining_workers > 0
          ? [{ name: 'mining_workers', code: 'workers_mining', count: blockers.mining_workers }]
          : []),
        ...(blockers.unrewarded_days > 0
          ? [{ name: 'unrewarded_days', code: 'reward_due', count: blockers.unrewarded_days }]
          : []),
      ],
    );
  }
}
