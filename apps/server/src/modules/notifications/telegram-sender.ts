import { GrammyError, type Api } from 'grammy';

/** Telegram asked to wait (429): the message goes again after `retry_after` seconds. */
export class ChatRetryLaterError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Telegram asked to retry after ${retryAfterSeconds} s`);
  }
}

/** The user blocked the bot or left the chat (403): the chat is unlinked. */
export class ChatBlockedError extends Error {
  constructor(readonly chatId: number) {
    super('The chat blocked the bot');
  }
}

/** Sends a plain-text message to a chat. */
export interface ChatSender {
  send(chatId: number, text: string): Promise<void>;
}

/** A sender over the Bot API that turns Telegram's 429 and 403 into the errors above. */
export function botApiSender(api: Api): ChatSender {
  return {
    async send(chatId, text) {
      try {
        await api.sendMessage(chatId, text, { link_preview_options: { is_disabled: true } });
      } catch (error) {
        if (error instanceof GrammyError && error.error_code === 429) {
          throw new ChatRetryLaterError(error.parameters.retry_after ?? 1);
        }
        if (error instanceof GrammyError && error.error_code === 403) throw new ChatBlockedError(chatId);
        throw error;
      }
    },
  };
}
