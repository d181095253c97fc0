import { formatBtcAmount, walletChangeCodeMinutes, type BitcoinNetwork, type Language } from '@pool/contract';

/** A change of an account's money that a mailed code confirms, as the e-mail names it. */
export type ConfirmedChange =
  /** `pauseHours`: the address replaces another, so payouts pause; null for a first address, which pauses nothing. */
  | { kind: 'address'; address: string; network: BitcoinNetwork; pauseHours: number | null }
  /** `amount` 0 is no limit. */
  | { kind: 'min_payment' | 'max_payment'; amount: number }
  /** A split of `percent` % of the daily reward to `recipient`, from 00:00 UTC of `from`. */
  | { kind: 'profit_split'; percent: string; recipient: string; from: string };

interface Words {
  /** Ends the subject: "Your code … to <purpose>". */
  purpose: (account: string, change: ConfirmedChange) => string;
  what: (change: ConfirmedChange) => string;
  body: (code: string, what: string, account: string) => string;
  subject: (code: string, purpose: string) => string;
}

/** A payout limit in the mail's language, as the screens write it; 0 is no limit. */
const btc = (amount: number, none: string, language: Language) =>
  amount === 0 ? none : formatBtcAmount(amount, language);

const en: Words = {
  purpose: (account, change) =>
    change.kind === 'profit_split' ? `confirm a profit split of ${account}` : `change the payout wallet of ${account}`,
  what: (change) => {
    switch (change.kind) {
      case 'address':
        return (
          `changing the payout address to ${change.address} (${change.network})` +
          (change.pauseHours === null ? '' : `; payouts then pause for ${change.pauseHours} hours`)
        );
      case 'min_payment':
      case 'max_payment':
        return `changing the ${change.kind === 'min_payment' ? 'minimum' : 'maximum'} payout to ${btc(change.amount, 'no limit', 'en')}`;
      case 'profit_split':
        return `giving ${change.percent} % of its daily reward to the account ${change.recipient} from 00:00 UTC on ${change.from}`;
    }
  },
  subject: (code, purpose) => `Your code ${code} to ${purpose}`,
  body: (code, what, account) =>
    `Your code: ${code}\n\n` +
    `It confirms ${what}, on the miner account ${account}. ` +
    `It is valid for ${walletChangeCodeMinutes} minutes and this change only.\n\n` +
    'If you did not ask for it, do not pass it on, and change your password.',
};

const ru: Words = {
  purpose: (account, change) =>
    change.kind === 'profit_split'
      ? `подтверждения распределения дохода ${account}`
      : `изменения кошелька для выплат ${account}`,
  what: (change) => {
    switch (change.kind) {
      case 'address':
        return (
          `смену адреса для выплат на ${change.address} (${change.network})` +
          (change.pauseHours === null ? '' : `; после неё выплаты приостанавливаются на ${change.pauseHours} ч`)
        );
      case 'min_payment':
      case 'max_payment':
        return `изменение ${change.kind === 'min_payment' ? 'минимальной' : 'максимальной'} выплаты на ${btc(change.amount, 'без ограничения', 'ru')}`;
      case 'profit_split':
        return `передачу ${change.percent} % ежедневного вознаграждения аккаунту ${change.recipient} с 00:00 UTC ${change.from}`;
    }
  },
  subject: (code, purpose) => `Ваш код ${code} для ${purpose}`,
  body: (code, what, account) =>
    `Ваш код: ${code}\n\n` +
    `Он подтверждает ${what} для майнингового аккаунта ${account}. ` +
    `Код действует ${walletChangeCodeMinutes} минут и только для этого изменения.\n\n` +
    'Если вы его не запрашивали, никому его не сообщайте и смените пароль.',
};

const cn: Words = {
  purpose: (account, change) =>
    change.kind === 'profit_split' ? `确认 ${account} 的收益分成` : `更改 ${account} 的收款钱包`,
  what: (change) => {
    switch (change.kind) {
      case 'address':
        return (
          `将收款地址更改为 ${change.address}（${change.network}）` +
          (change.pauseHours === null ? '' : `；更改后付款将暂停 ${change.pauseHours} 小时`)
        );
      case 'min_payment':
      case 'max_payment':
        return `将${change.kind === 'min_payment' ? '最低' : '最高'}付款额更改为 ${btc(change.amount, '不限', 'cn')}`;
      case 'profit_split':
        return `自 ${change.from} 00:00 UTC 起将每日收益的 ${change.percent}% 分给账户 ${change.recipient}`;
    }
  },
  subject: (code, purpose) => `您的验证码 ${code}，用于${purpose}`,
  body: (code, what, account) =>
    `您的验证码：${code}\n\n` +
    `它用于确认矿工账户 ${account} 的以下更改：${what}。` +
    `验证码 ${walletChangeCodeMinutes} 分钟内有效，且仅适用于此次更改。\n\n` +
    '如果这不是您本人的操作，请勿将验证码告诉任何人，并修改您的密码。',
};

const words: Record<Language, Words> = { en, ru, cn };

/** The e-mail with a code that confirms one change of an account's money, in the user's language. */
export function changeCodeMail(
  language: Language,
  code: string,
  account: string,
  change: ConfirmedChange,
): { subject: string; text: string } {
  const w = words[language];
  return { subject: w.subject(code, w.purpose(account, change)), text: w.body(code, w.what(change), account) };
}
