import { randomBytes } from 'node:crypto';
import {
  telegramInviteMinutes,
  type CurrentTelegramChat,
  type CurrentTelegramInvite,
  type TelegramInvite,
} from '@pool/contract';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import type { Clock } from '../../clock.js';
import { ApiError } from '../../http/api-error.js';
import type { TelegramBot } from './telegram-bot.js';
import type { TelegramRepository } from './telegram-repository.js';
import type { TelegramInviteRow } from './telegram-repository.js';

/** /identity/{id}/telegram/*: deep links and the linked chat of the user themself. */
export class TelegramLinkService {
  constructor(
    private readonly repository: TelegramRepository,
    private readonly policy: AccessPolicy,
    private readonly clock: Clock,
    private readonly bot: TelegramBot | undefined,
  ) {}

  /** A new one-time link, or the current one while it works (`created` false). */
  async createInvite(ctx: RequestContext, userId: string): Promise<{ invite: TelegramInvite; created: boolean }> {
    const { identityId } = this.policy.requireSelf(ctx, userId);
    const username = this.bot?.username();
    if (!username) throw ApiError.notFound('Telegram is not set up on this pool');
    const now = this.clock();
    const code = randomBytes(18).toString('base64url');
    const row = await this.repository.currentOrNewInvite(
      identityId,
      now,
      code,
      new Date(now.getTime() + telegramInviteMinutes * 60_000),
    );
    return { invite: this.toInvite(row, username), created: row.code === code };
  }

  async currentInvite(ctx: RequestContext, userId: string): Promise<CurrentTelegramInvite> {
    const { identityId } = this.policy.requireSelf(ctx, userId);
    const username = this.bot?.username();
    const row = username ? await this.repository.currentInvite(identityId, this.clock()) : undefined;
    return { invite: row && username ? this.toInvite(row, username) : null };
  }

  async currentChat(ctx: RequestContext, userId: string): Promise<CurrentTelegramChat> {
    const { identityId } = this.policy.requireSelf(ctx, userId);
    const chat = await this.repository.chatOf(identityId);
    return { chat: chat ? { username: chat.username, linked_at: chat.linked_at.toISOString() } : null };
  }

  /** Unlinks the chat (nothing to do when none is linked); the bot says goodbye to it. */
  async unlink(ctx: RequestContext, userId: string): Promise<void> {
    const { identityId } = this.policy.requireSelf(ctx, userId);
    const chat = await this.repository.unlink(identityId);
    if (chat) await this.bot?.sayGoodbye(chat.chat_id, identityId);
  }

  private toInvite(row: TelegramInviteRow, username: string): TelegramInvite {
    return {
      code: row.code,
      url: `https://t.me/${username}?start=${row.code}`,
      expires_at: row.expires_at.toISOString(),
    };
  }
}
