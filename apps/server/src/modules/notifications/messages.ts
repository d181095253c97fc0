import {
  alertKindSchema,
  formatBtcAmount,
  formatCount,
  formatHashrate,
  type AlertKind,
  type Language,
  type NotificationEvent,
} from '@pool/contract';

/** What a notice says: a subject line and its lines of text (the e-mail's and the chat's body). */
export interface Message {
  subject: string;
  lines: string[];
}

type Payload = Record<string, unknown>;

const intlLocale: Record<Language, string> = { en: 'en-GB', ru: 'ru-RU', cn: 'zh-CN' };

/**
 * The figures of a message as the screens write them in its language (one definition, in
 * the contract): BTC amounts with all eight decimals, hashrates with a scaled unit, and
 * the reward rate in satoshi per TH/s per day.
 */
function figuresIn(language: Language) {
  return {
    btc: (satoshi: unknown) => formatBtcAmount(Number(satoshi), language),
    hashrate: (hashesPerSecond: unknown) => formatHashrate(Number(hashesPerSecond), language),
    sats: (satoshi: unknown) => formatCount(Number(satoshi), language),
  };
}
const enFigures = figuresIn('en');
const ruFigures = figuresIn('ru');
const cnFigures = figuresIn('cn');

/** A time with its zone, always UTC in messages (the recipient's zone is unknown here). */
function formatTime(iso: unknown, language: Language): string {
  const date = new Date(String(iso));
  return `${date.toLocaleString(intlLocale[language], { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' })} UTC`;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

type Texts = Record<NotificationEvent, (payload: Payload, language: Language) => Message>;

const en: Texts = {
  'miner-reward': (p) => ({
    subject: `Daily reward credited to ${text(p.account_name)}`,
    lines: [
      `${text(p.account_name)} was credited ${enFigures.btc(p.amount)} for ${text(p.day)}.`,
      `Hashrate: ${enFigures.hashrate(p.hash_rate)}; rate: ${enFigures.sats(p.rate)} sat per TH/s per day.`,
    ],
  }),
  'miner-payout': (p) =>
    p.stage === 'completed'
      ? {
          subject: `Payout to ${text(p.account_name)} completed`,
          lines: [
            `The payout of ${enFigures.btc(p.amount)} to ${text(p.address)} is confirmed.`,
            `Transaction: ${text(p.tx_id)}`,
          ],
        }
      : {
          subject: `Payout sent to ${text(p.account_name)}`,
          lines: [`${enFigures.btc(p.amount)} was sent to ${text(p.address)}.`, `Transaction: ${text(p.tx_id)}`],
        },
  'miner-wallet-address-changed': (p, language) => ({
    subject: `Payout address of ${text(p.account_name)} changed`,
    lines: [
      `The payout address is now ${text(p.address)}.`,
      `Changed by ${text(p.changed_by)} from ${text(p.from_address) || 'an unknown address'}.`,
      ...(p.paused_until ? [`Payouts are paused until ${formatTime(p.paused_until, language)}.`] : []),
      'If this was not you, change your password and contact the pool at once.',
    ],
  }),
  'miner-wallet-minpay-changed': (p) => ({
    subject: `Minimum payout of ${text(p.account_name)} changed`,
    lines: [
      `The minimum payout is now ${enFigures.btc(p.amount)}.`,
      `Changed by ${text(p.changed_by)} from ${text(p.from_address) || 'an unknown address'}.`,
      'If this was not you, change your password and contact the pool at once.',
    ],
  }),
  'user-login': (p, language) => ({
    subject: 'New sign-in to your account',
    lines: [
      `You signed in at ${formatTime(p.at, language)} from ${text(p.address) || 'an unknown address'} (${text(p.device) || 'unknown device'}).`,
      'If this was not you, change your password at once.',
    ],
  }),
  'delete-miner': (p) =>
    p.stage === 'rejected'
      ? {
          subject: `Removal of ${text(p.account_name)} rejected`,
          lines: [
            `Pool staff rejected the removal of the mining account ${text(p.account_name)}; it stays open.`,
            ...(text(p.reason) ? [`Reason: ${text(p.reason)}`] : []),
          ],
        }
      : p.stage === 'completed'
        ? {
            subject: `Account ${text(p.account_name)} removed`,
            lines: [`The mining account ${text(p.account_name)} was removed.`],
          }
        : {
            subject: `Removal of ${text(p.account_name)} requested`,
            lines: [
              `The removal of the mining account ${text(p.account_name)} was requested.`,
              'Pool staff will confirm it with the owner before anything is deleted.',
            ],
          },
  'worker-status-changed': (p) => ({
    subject: `Workers of ${text(p.account_name)} changed status`,
    lines: [
      ...(Number(p.down) > 0 ? [`${Number(p.down)} went down or off: ${text(p.down_names)}`] : []),
      ...(Number(p.up) > 0 ? [`${Number(p.up)} came back: ${text(p.up_names)}`] : []),
    ],
  }),
  'miner-alert': (p, language) => alertMessage(p, language),
};

const ru: Texts = {
  'miner-reward': (p) => ({
    subject: `Начислено дневное вознаграждение: ${text(p.account_name)}`,
    lines: [
      `Аккаунту ${text(p.account_name)} начислено ${ruFigures.btc(p.amount)} за ${text(p.day)}.`,
      `Хешрейт: ${ruFigures.hashrate(p.hash_rate)}; ставка: ${ruFigures.sats(p.rate)} сат за TH/s в сутки.`,
    ],
  }),
  'miner-payout': (p) =>
    p.stage === 'completed'
      ? {
          subject: `Выплата аккаунту ${text(p.account_name)} завершена`,
          lines: [
            `Выплата ${ruFigures.btc(p.amount)} на ${text(p.address)} подтверждена.`,
            `Транзакция: ${text(p.tx_id)}`,
          ],
        }
      : {
          subject: `Выплата аккаунту ${text(p.account_name)} отправлена`,
          lines: [`${ruFigures.btc(p.amount)} отправлено на ${text(p.address)}.`, `Транзакция: ${text(p.tx_id)}`],
        },
  'miner-wallet-address-changed': (p, language) => ({
    subject: `Изменён адрес выплат аккаунта ${text(p.account_name)}`,
    lines: [
      `Новый адрес выплат: ${text(p.address)}.`,
      `Изменил ${text(p.changed_by)} с адреса ${text(p.from_address) || 'неизвестно'}.`,
      ...(p.paused_until ? [`Выплаты приостановлены до ${formatTime(p.paused_until, language)}.`] : []),
      'Если это были не вы, немедленно смените пароль и свяжитесь с пулом.',
    ],
  }),
  'miner-wallet-minpay-changed': (p) => ({
    subject: `Изменена минимальная выплата аккаунта ${text(p.account_name)}`,
    lines: [
      `Минимальная выплата теперь ${ruFigures.btc(p.amount)}.`,
      `Изменил ${text(p.changed_by)} с адреса ${text(p.from_address) || 'неизвестно'}.`,
      'Если это были не вы, немедленно смените пароль и свяжитесь с пулом.',
    ],
  }),
  'user-login': (p, language) => ({
    subject: 'Новый вход в аккаунт',
    lines: [
      `Вход ${formatTime(p.at, language)} с адреса ${text(p.address) || 'неизвестно'} (${text(p.device) || 'неизвестное устройство'}).`,
      'Если это были не вы, немедленно смените пароль.',
    ],
  }),
  'delete-miner': (p) =>
    p.stage === 'rejected'
      ? {
          subject: `Удаление ${text(p.account_name)} отклонено`,
          lines: [
            `Сотрудники пула отклонили удаление аккаунта майнера ${text(p.account_name)}; он остаётся открытым.`,
            ...(text(p.reason) ? [`Причина: ${text(p.reason)}`] : []),
          ],
        }
      : p.stage === 'completed'
        ? {
            subject: `Аккаунт ${text(p.account_name)} удалён`,
            lines: [`Аккаунт майнера ${text(p.account_name)} удалён.`],
          }
        : {
            subject: `Запрошено удаление ${text(p.account_name)}`,
            lines: [
              `Запрошено удаление аккаунта майнера ${text(p.account_name)}.`,
              'Сотрудники пула подтвердят его с владельцем, прежде чем что-либо удалить.',
            ],
          },
  'worker-status-changed': (p) => ({
    subject: `Изменился статус воркеров ${text(p.account_name)}`,
    lines: [
      ...(Number(p.down) > 0 ? [`Перестали работать (${Number(p.down)}): ${text(p.down_names)}`] : []),
      ...(Number(p.up) > 0 ? [`Вернулись (${Number(p.up)}): ${text(p.up_names)}`] : []),
    ],
  }),
  'miner-alert': (p, language) => alertMessage(p, language),
};

const cn: Texts = {
  'miner-reward': (p) => ({
    subject: `${text(p.account_name)} 的每日收益已入账`,
    lines: [
      `${text(p.account_name)} 已获得 ${text(p.day)} 的收益 ${cnFigures.btc(p.amount)}。`,
      `算力：${cnFigures.hashrate(p.hash_rate)}；收益率：每 TH/s 每天 ${cnFigures.sats(p.rate)} 聪。`,
    ],
  }),
  'miner-payout': (p) =>
    p.stage === 'completed'
      ? {
          subject: `${text(p.account_name)} 的支付已完成`,
          lines: [`支付 ${cnFigures.btc(p.amount)} 至 ${text(p.address)} 已确认。`, `交易：${text(p.tx_id)}`],
        }
      : {
          subject: `${text(p.account_name)} 的支付已发送`,
          lines: [`${cnFigures.btc(p.amount)} 已发送至 ${text(p.address)}。`, `交易：${text(p.tx_id)}`],
        },
  'miner-wallet-address-changed': (p, language) => ({
    subject: `${text(p.account_name)} 的支付地址已更改`,
    lines: [
      `新的支付地址：${text(p.address)}。`,
      `更改人：${text(p.changed_by)}，来源地址：${text(p.from_address) || '未知'}。`,
      ...(p.paused_until ? [`支付暂停至 ${formatTime(p.paused_until, language)}。`] : []),
      '如果这不是您本人操作，请立即更改密码并联系矿池。',
    ],
  }),
  'miner-wallet-minpay-changed': (p) => ({
    subject: `${text(p.account_name)} 的最低支付额已更改`,
    lines: [
      `最低支付额现为 ${cnFigures.btc(p.amount)}。`,
      `更改人：${text(p.changed_by)}，来源地址：${text(p.from_address) || '未知'}。`,
      '如果这不是您本人操作，请立即更改密码并联系矿池。',
    ],
  }),
  'user-login': (p, language) => ({
    subject: '您的账户有新的登录',
    lines: [
      `登录时间 ${formatTime(p.at, language)}，来源地址 ${text(p.address) || '未知'}（${text(p.device) || '未知设备'}）。`,
      '如果这不是您本人操作，请立即更改密码。',
    ],
  }),
  'delete-miner': (p) =>
    p.stage === 'rejected'
      ? {
          subject: `删除 ${text(p.account_name)} 的请求已被拒绝`,
          lines: [
            `矿池工作人员拒绝了删除矿工账户 ${text(p.account_name)} 的请求；该账户保持开放。`,
            ...(text(p.reason) ? [`原因：${text(p.reason)}`] : []),
          ],
        }
      : p.stage === 'completed'
        ? { subject: `账户 ${text(p.account_name)} 已删除`, lines: [`矿工账户 ${text(p.account_name)} 已删除。`] }
        : {
            subject: `已请求删除 ${text(p.account_name)}`,
            lines: [`已请求删除矿工账户 ${text(p.account_name)}。`, '矿池工作人员会在删除前与所有者确认。'],
          },
  'worker-status-changed': (p) => ({
    subject: `${text(p.account_name)} 的矿机状态已变化`,
    lines: [
      ...(Number(p.down) > 0 ? [`离线（${Number(p.down)}）：${text(p.down_names)}`] : []),
      ...(Number(p.up) > 0 ? [`已恢复（${Number(p.up)}）：${text(p.up_names)}`] : []),
    ],
  }),
  'miner-alert': (p, language) => alertMessage(p, language),
};

/**
 * miner-alert: which threshold an account crossed and where it stands now. Written once for
 * the three languages: the payload carries the kind, the threshold and the figures.
 */
function alertMessage(p: Payload, language: Language): Message {
  const figures = figuresIn(language);
  const account = text(p.account_name);
  const threshold = Number(p.threshold);
  const texts: Record<Language, Record<AlertKind, () => Message>> = {
    en: {
      hashrate_drop: () => ({
        subject: `Hashrate of ${account} dropped`,
        lines: [
          `The 15-minute hashrate is ${figures.hashrate(p.hash_rate_15m)}, below ${threshold} % of the 24-hour average ${figures.hashrate(p.hash_rate_24h)}.`,
        ],
      }),
      workers_down: () => ({
        subject: `Workers of ${account} are down`,
        lines: [`${Number(p.down)} workers are down or off (the alert is set for more than ${threshold}).`],
      }),
      no_shares: () => ({
        subject: `No shares from ${account}`,
        lines: [
          `No share has come for ${threshold} minutes; the last was at ${formatTime(p.last_share_at, language)}.`,
        ],
      }),
    },
    ru: {
      hashrate_drop: () => ({
        subject: `Упал хешрейт ${account}`,
        lines: [
          `Хешрейт за 15 минут — ${figures.hashrate(p.hash_rate_15m)}, ниже ${threshold} % от среднего за 24 часа (${figures.hashrate(p.hash_rate_24h)}).`,
        ],
      }),
      workers_down: () => ({
        subject: `Воркеры ${account} не работают`,
        lines: [`Не работают или отключены воркеров: ${Number(p.down)} (порог оповещения — больше ${threshold}).`],
      }),
      no_shares: () => ({
        subject: `Нет шар от ${account}`,
        lines: [`Шары не приходят ${threshold} минут; последняя была ${formatTime(p.last_share_at, language)}.`],
      }),
    },
    cn: {
      hashrate_drop: () => ({
        subject: `${account} 的算力下降`,
        lines: [
          `15 分钟算力为 ${figures.hashrate(p.hash_rate_15m)}，低于 24 小时平均值 ${figures.hashrate(p.hash_rate_24h)} 的 ${threshold} %。`,
        ],
      }),
      workers_down: () => ({
        subject: `${account} 的矿机离线`,
        lines: [`${Number(p.down)} 台矿机离线或停机（提醒阈值：超过 ${threshold} 台）。`],
      }),
      no_shares: () => ({
        subject: `${account} 没有份额`,
        lines: [`已有 ${threshold} 分钟没有收到份额；最后一个份额在 ${formatTime(p.last_share_at, language)}。`],
      }),
    },
  };
  return texts[language][alertKindSchema.parse(p.kind)]();
}

const footer: Record<Language, (pool: string, url: string) => string> = {
  en: (pool, url) => `${pool} · Choose which notifications you get: ${url}`,
  ru: (pool, url) => `${pool} · Настройки уведомлений: ${url}`,
  cn: (pool, url) => `${pool} · 通知设置：${url}`,
};

const texts: Record<Language, Texts> = { en, ru, cn };

/** The notice in the user's language (English when they chose none). */
export function messageOf(event: NotificationEvent, payload: Payload, language: Language): Message {
  return texts[language][event](payload, language);
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The e-mail: a text part and an HTML part, with the pool's name and the link to the preferences page. */
export function emailOf(
  message: Message,
  language: Language,
  pool: string,
  preferencesUrl: string,
): { subject: string; text: string; html: string } {
  const subject = `${pool}: ${message.subject}`;
  const text = [...message.lines, '', footer[language](pool, preferencesUrl)].join('\n');
  const html =
    `<!doctype html><html lang="${language === 'cn' ? 'zh' : language}"><body>` +
    `<h1 style="font-size:18px">${escapeHtml(message.subject)}</h1>` +
    message.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    `<hr><p style="color:#4b5563;font-size:13px">${escapeHtml(pool)} · ` +
    `<a href="${escapeHtml(preferencesUrl)}">${escapeHtml(footer[language]('', '').replace(/^ · |: $/g, ''))}</a></p>` +
    '</body></html>';
  return { subject, text, html };
}

/** The Telegram message: plain text (no parse mode, so nothing in it needs escaping). */
export function chatTextOf(message: Message, pool: string): string {
  return [`${pool}: ${message.subject}`, ...message.lines].join('\n');
}
