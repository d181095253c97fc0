import { describe, expect, it } from 'vitest';
import { changeCodeMail } from './change-code-mail.js';

const address = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

describe('changeCodeMail', () => {
  it('says payouts pause only when the address replaces another, in every language', () => {
    for (const language of ['en', 'ru', 'cn'] as const) {
      const first = changeCodeMail(language, '123456', 'rigs', {
        kind: 'address',
        address,
        network: 'mainnet',
        pauseHours: null,
      });
      const change = changeCodeMail(language, '123456', 'rigs', {
        kind: 'address',
        address,
        network: 'mainnet',
        pauseHours: 24,
      });
      expect(first.text, language).toContain(address);
      expect(first.text, language).not.toContain('24');
      expect(change.text, language).toContain('24');
    }
  });

  it('writes the code, the change and the account in Chinese with 您', () => {
    const mail = changeCodeMail('cn', '654321', 'rigs', { kind: 'min_payment', amount: 0 });
    expect(mail.subject).toBe('您的验证码 654321，用于更改 rigs 的收款钱包');
    expect(mail.text).toMatch(/^您的验证码：654321/);
    expect(mail.text).toContain('将最低付款额更改为 不限');
    expect(mail.text).not.toContain('你');
  });

  it("writes a payout limit as the screens do in the mail's language", () => {
    const limit = { kind: 'max_payment', amount: 123_456_789 } as const;
    expect(changeCodeMail('en', '1', 'rigs', limit).text).toContain('maximum payout to 1.23456789 BTC');
    expect(changeCodeMail('ru', '1', 'rigs', limit).text).toContain('максимальной выплаты на 1,23456789 BTC');
  });
});
