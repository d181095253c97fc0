import { describe, expect, it } from 'vitest';
import { notificationEvents } from '@pool/contract';
import { chatTextOf, emailOf, formatBtc, formatHashrate, messageOf } from './messages.js';

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

  it('formats satoshi by integer arithmetic and hashrate in its largest unit', () => {
    expect(formatBtc(1)).toBe('0.00000001 BTC');
    expect(formatBtc(2_100_000_000_000_000)).toBe('21000000.00000000 BTC');
    expect(formatHashrate(3e15)).toBe('3.00 PH/s');
    expect(formatHashrate(0)).toBe('0.00 H/s');
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
