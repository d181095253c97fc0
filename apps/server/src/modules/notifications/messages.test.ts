import { describe, expect, it } from 'vitest';
import { notificationEvents } from '@pool/contract';
import { chatTextOf, emailOf, messageOf } from './messages.js';

const payloads: Record<(typeof notificationEvents)[number], Record<string, unknown>> = {
  'delete-miner': { account_name: 'alpha', stage: 'requested' },
  'miner-payout': { account_name: 'alpha', stage: 'sent', amount: 700_000, address: 'bc1qexample', tx_id: 'ab12' },
  'miner-reward': { account_name: 'alpha', day: '2026-11-19', amount: 123_456, hash_rate: 3e15, rate: 50_000 },
  'miner-wallet-address-changed': {
    account_name: 'alpha',
    address: 'bc1qexample',
    changed_by: 'owner@example.com',
    from_address: '203.0.113.7',
    paused_until: '2026-11-21T10:00:00.000Z',
  },
  'miner-wallet-minpay-changed': {
    account_name: 'alpha',
    amount: 20_000,
    changed_by: 'a@example.com',
    from_address: null,
  },
  'user-login': { at: '2026-11-20T10:00:00.000Z', address: '203.0.113.7', device: 'Firefox' },
  'worker-status-changed': { account_name: 'alpha', down: 2, down_names: 'rig1, rig2', up: 1, up_names: 'rig3' },
  'miner-alert': {
    account_name: 'alpha',
    kind: 'hashrate_drop',
    threshold: 70,
    hash_rate_15m: 1e15,
    hash_rate_24h: 3e15,
    down: 0,
    last_share_at: '2026-11-20T10:00:00.000Z',
  },
};

describe('notification messages', () => {
  it('say every event in en, ru and cn, with no hole where a value belongs', () => {
    for (const language of ['en', 'ru', 'cn'] as const) {
      for (const event of notificationEvents) {
        const message = messageOf(event, payloads[event], language);
        const text = [message.subject, ...message.lines].join('\n');
        expect(text, `${event} ${language}`).not.toMatch(/undefined|null|NaN|\[object/);
        expect(message.lines.length, `${event} ${language}`).toBeGreaterThan(0);
      }
    }
    // Times always with their zone.
    expect(messageOf('user-login', payloads['user-login'], 'ru').lines[0]).toContain('UTC');
  });

  it("writes amounts, hashrates and the rate as the screens do, in the message's language", () => {
    // Intl groups Russian digits with a no-break space; compared as plain spaces.
    const lines = (event: 'miner-reward' | 'miner-alert', language: 'en' | 'ru' | 'cn', payload = payloads[event]) =>
      messageOf(event, payload, language).lines.map((line) => line.replace(/\s/g, ' '));
    expect(lines('miner-reward', 'en')).toEqual([
      'alpha was credited 0.00123456 BTC for 2026-11-19.',
      'Hashrate: 3.00 PH/s; rate: 50,000 sat per TH/s per day.',
    ]);
    expect(lines('miner-reward', 'ru')).toEqual([
      'Аккаунту alpha начислено 0,00123456 BTC за 2026-11-19.',
      'Хешрейт: 3,00 PH/s; ставка: 50 000 сат за TH/s в сутки.',
    ]);
    expect(lines('miner-reward', 'cn')[1]).toBe('算力：3.00 PH/s；收益率：每 TH/s 每天 50,000 聪。');
    // The whole supply, by integer arithmetic: no float rounds the last satoshi away.
    const supply = { ...payloads['miner-reward'], amount: 2_100_000_000_000_001 };
    expect(lines('miner-reward', 'en', supply)[0]).toBe('alpha was credited 21,000,000.00000001 BTC for 2026-11-19.');
    expect(lines('miner-reward', 'ru', supply)[0]).toBe(
      'Аккаунту alpha начислено 21 000 000,00000001 BTC за 2026-11-19.',
    );
    expect(lines('miner-alert', 'en')[0]).toBe(
      'The 15-minute hashrate is 1.00 PH/s, below 70 % of the 24-hour average 3.00 PH/s.',
    );
    const stopped = { ...payloads['miner-alert'], hash_rate_15m: 0 };
    expect(lines('miner-alert', 'ru', stopped)[0]).toBe(
      'Хешрейт за 15 минут — 0 H/s, ниже 70 % от среднего за 24 часа (3,00 PH/s).',
    );
  });

  it('builds an e-mail with a text and an HTML part, escaped, with the pool and the preferences link', () => {
    const message = messageOf(
      'miner-wallet-address-changed',
      { ...payloads['miner-wallet-address-changed'], address: '<b>x</b>' },
      'en',
    );
    const email = emailOf(message, 'en', 'Pool & Co', 'https://pool.example/settings/notifications');
    expect(email.subject).toBe('Pool & Co: Payout address of alpha changed');
    expect(email.text).toContain('https://pool.example/settings/notifications');
    expect(email.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(email.html).not.toContain('<b>x</b>');
    expect(email.html).toContain(
      '<a href="https://pool.example/settings/notifications">Choose which notifications you get</a>',
    );
    expect(chatTextOf(message, 'Pool').split('\n')[0]).toBe('Pool: Payout address of alpha changed');
  });
});
