import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentTelegramChat, TelegramInvite } from '@pool/contract';
import { renderInApp, setUpComponentTests, stubBackend } from '@/test/render';
import { jsonResponse, textResponse } from '@/test/test-utils';
import { TelegramLink } from './telegram-link';

const i18n = setUpComponentTests();
const userId = 'user-1';
const invite: TelegramInvite = {
  code: 'code-0123456789abcdef',
  url: 'https://t.me/pool_bot?start=code-0123456789abcdef',
  expires_at: '2026-11-25T12:15:00Z',
};

function stubTelegram(initialChat: CurrentTelegramChat['chat'] = null) {
  let current: TelegramInvite | null = null;
  let chat = initialChat;
  return stubBackend(({ method, path }) => {
    const base = `/identity/${userId}/telegram`;
    if (method === 'GET' && path === `${base}/invites/current`) return jsonResponse({ invite: current });
    if (method === 'POST' && path === `${base}/invites`) {
      current = invite;
      return jsonResponse(invite, 201);
    }
    if (method === 'GET' && path === `${base}/chats/current`) return jsonResponse({ chat });
    if (method === 'DELETE' && path === `${base}/chats`) {
      chat = null;
      return textResponse('', 204);
    }
    return jsonResponse({ error: { code: 'not_found' } }, 404);
  });
}

describe('TelegramLink', () => {
  it('makes a deep link on request and shows it', async () => {
    stubTelegram();
    renderInApp(<TelegramLink userId={userId} />, i18n(), '/settings/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Get a Telegram link' }));
    const link = await screen.findByRole('link', { name: invite.url });
    expect(link.getAttribute('href')).toBe(invite.url);
  });

  it('shows the linked chat and unlinks it', async () => {
    stubTelegram({ username: 'miner_tg', linked_at: '2026-11-25T11:00:00Z' });
    renderInApp(<TelegramLink userId={userId} />, i18n(), '/settings/notifications');
    expect((await screen.findByRole('status')).textContent).toMatch(/@miner_tg since/);
    fireEvent.click(screen.getByRole('button', { name: 'Unlink Telegram' }));
    expect(await screen.findByRole('button', { name: 'Get a Telegram link' })).toBeTruthy();
  });
});
