import type { NotificationPreferences, UpdateNotificationPreferencesBody } from '@pool/contract';
import type { RequestContext } from '../../auth/actor.js';
import type { AccessPolicy } from '../../auth/policy.js';
import { ApiError } from '../../http/api-error.js';
import { isRequired, preferencesOf } from './preferences.js';
import type { NotificationsRepository } from './repository.js';

/** Whether this pool sends Telegram messages (a bot token that Telegram accepted). */
export type TelegramAvailability = () => boolean;

/** GET/PUT /identity/{id}/notifications/preferences: only the user themself reads or writes them. */
export class NotificationPreferencesService {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly policy: AccessPolicy,
    private readonly telegramAvailable: TelegramAvailability,
  ) {}

  async get(ctx: RequestContext, userId: string): Promise<NotificationPreferences> {
    const { identityId } = this.policy.requireSelf(ctx, userId);
    return this.current(identityId);
  }

  /** Changes the given switches; turning off a required one refuses the whole save. */
  async put(
    ctx: RequestContext,
    userId: string,
    body: UpdateNotificationPreferencesBody,
  ): Promise<NotificationPreferences> {
    const { identityId } = this.policy.requireSelf(ctx, userId);
    const refused = body.preferences.findIndex((item) => !item.enabled && isRequired(item.event, item.channel));
    if (refused >= 0) {
      throw ApiError.invalidFields([{ name: 'preferences', code: 'invalid_input', index: refused }]);
    }
    await this.repository.savePreferences(identityId, body.preferences);
    return this.current(identityId);
  }

  private async current(identityId: string): Promise<NotificationPreferences> {
    return {
      preferences: preferencesOf(await this.repository.chosenPreferences(identityId)),
      telegram_available: this.telegramAvailable(),
    };
  }
}
