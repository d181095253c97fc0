import { randomBytes } from 'node:crypto';
import type { Permission, Watcher, WatcherCheckResponse, WatcherOpens } from '@pool/contract';
import { requireUser, type RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import { ApiError } from '../../http/api-error.js';
import type { WatcherRow, WatchersRepository } from './repository.js';

/** The section permissions a link carries for what it opens (the policy reads them). */
const sectionsOf: Record<WatcherOpens, string[]> = {
  workers: ['section_workers_read'],
  workers_and_payments: ['section_workers_read', 'section_payments_read'],
};

function toWatcher({ sections, ...row }: WatcherRow): Watcher {
  const opens: WatcherOpens = sections.includes('section_payments_read') ? 'workers_and_payments' : 'workers';
  return { ...row, opens, created_at: row.created_at.toISOString() };
}

/** A link to make: its optional name and what it opens. */
interface NewLink {
  name?: string | undefined;
  opens: WatcherOpens;
}

/**
 * Watcher links (product §1, §4): owners and admins of a miner account create and revoke
 * read-only links to it; anyone holding a link opens it without signing in.
 */
export class WatchersService {
  constructor(
    private readonly watchers: WatchersRepository,
    private readonly policy: AccessPolicy,
  ) {}

  /** GET /watchers/{token}, no credentials: the link's read-only miner permission, or 404. */
  async check(token: string): Promise<WatcherCheckResponse> {
    const row = await this.watchers.find(token);
    if (!row) throw ApiError.notFound('Unknown or revoked watcher link');
    return {
      token,
      permissions: [
        {
          id: `watcher:${token}`,
          type: 'miner',
          account_id: row.miner_id,
          account_name: row.account_name,
          role: 'viewer',
          sections: row.sections as Permission['sections'],
        },
      ],
    };
  }

  /** GET /identity/{id}/watchers: the links of every account the user manages. */
  async listForUser(ctx: RequestContext, userId: string): Promise<{ data: Watcher[] }> {
    const minerIds = await this.managedMiners(ctx, userId);
    return { data: (await this.watchers.listForMiners(minerIds)).map(toWatcher) };
  }

  async listForMiner(ctx: RequestContext, minerId: string): Promise<{ data: Watcher[] }> {
    await this.requireManager(ctx, minerId);
    return { data: (await this.watchers.listForMiner(minerId)).map(toWatcher) };
  }

  async create(ctx: RequestContext, minerId: string, link: NewLink): Promise<Watcher> {
    const { identityId } = await this.requireManager(ctx, minerId);
    const token = randomBytes(24).toString('base64url');
    return toWatcher(
      await this.watchers.create({
        token,
        miner_id: minerId,
        created_by: identityId,
        name: link.name || null,
        sections: sectionsOf[link.opens],
      }),
    );
  }

  async createForUser(ctx: RequestContext, userId: string, minerId: string, link: NewLink): Promise<Watcher> {
    this.policy.requireSelf(ctx, userId);
    return this.create(ctx, minerId, link);
  }

  /** Revokes a link of an account the user manages; someone else's link is 404 like an unknown one. */
  async revoke(ctx: RequestContext, token: string, minerId?: string): Promise<void> {
    const actor = requireUser(ctx);
    const row = await this.watchers.find(token);
    if (!row || (minerId !== undefined && row.miner_id !== minerId)) throw ApiError.notFound('Unknown watcher link');
    await this.requireManager({ actor }, row.miner_id);
    await this.watchers.delete(token);
  }

  async revokeForUser(ctx: RequestContext, userId: string, token: string): Promise<void> {
    this.policy.requireSelf(ctx, userId);
    await this.revoke(ctx, token);
  }

  private async managedMiners(ctx: RequestContext, userId: string): Promise<string[]> {
    this.policy.requireSelf(ctx, userId);
    return this.policy.minerAccountsWith(ctx, 'manage_watchers');
  }

  /** Unknown account 404, an account the user does not manage 403 (the policy's manage_watchers). */
  private async requireManager(ctx: RequestContext, minerId: string) {
    const actor = requireUser(ctx);
    await this.policy.authorize(ctx, 'miner', minerId, 'manage_watchers');
    return actor;
  }
}
