import {
  addressChangePauseHours,
  defaultMinPayment,
  defaultPoolFeePercent,
  defaultWorkerName,
  firstTaxYear,
  minimumPayoutFloor,
  payoutHourUtc,
  rewardHourUtc,
  russianIncomeTaxBrackets,
  workerFullDaysOffBeforeRemoval,
  workerOffAfterHours,
  workerStableShareMinutes,
  workerUnavailableAfterMinutes,
} from '@pool/contract';
import { formatDuration, formatPercent, formatUtcHour } from '@/lib/format';
import { formatBtc } from '@/lib/format-btc';

/** The FAQ's groups, in order; each has a title under `faq.sections`. */
export const faqSections = ['connect', 'rewards', 'payouts', 'workers', 'account', 'reports'] as const;
export type FaqSection = (typeof faqSections)[number];

/**
 * The questions, in order: `key` names its texts (`faq.questions.<key>.question` and
 * `.answer`, paragraphs split by blank lines), `id` is its anchor (`/faq#payout-time`).
 */
export const faqEntries = [
  { key: 'connect', id: 'connect', section: 'connect' },
  { key: 'workerNames', id: 'worker-names', section: 'connect' },
  { key: 'password', id: 'password', section: 'connect' },
  { key: 'fpps', id: 'fpps', section: 'rewards' },
  { key: 'dailyReward', id: 'daily-reward', section: 'rewards' },
  { key: 'fee', id: 'fee', section: 'rewards' },
  { key: 'rewardTime', id: 'reward-time', section: 'rewards' },
  { key: 'payoutTime', id: 'payout-time', section: 'payouts' },
  { key: 'payoutLimits', id: 'payout-limits', section: 'payouts' },
  { key: 'addressChange', id: 'address-change', section: 'payouts' },
  { key: 'workerStatus', id: 'worker-status', section: 'workers' },
  { key: 'watcherLinks', id: 'watcher-links', section: 'workers' },
  { key: 'roles', id: 'roles', section: 'account' },
  { key: 'twoFactor', id: 'two-factor', section: 'account' },
  { key: 'miningReport', id: 'mining-report', section: 'reports' },
  { key: 'taxCalculator', id: 'tax-calculator', section: 'reports' },
] as const satisfies readonly { key: string; id: string; section: FaqSection }[];
export type FaqEntry = (typeof faqEntries)[number];

/**
 * The figures the answers interpolate, each from the contract's constants or the pool's
 * configuration and formatted for the language: no number is written in the texts.
 */
export function faqValues(
  language: string,
  stratumAddress: string,
  t: (key: string, options: { count: number }) => string,
): Record<string, string> {
  const rates = russianIncomeTaxBrackets.map((bracket) => formatPercent(Number(bracket.ratePercent), language, 0));
  return {
    stratum: stratumAddress,
    defaultWorker: defaultWorkerName,
    fee: formatPercent(Number(defaultPoolFeePercent), language),
    rewardTime: formatUtcHour(rewardHourUtc),
    payoutTime: formatUtcHour(payoutHourUtc),
    minimumFloor: formatBtc(minimumPayoutFloor, language),
    defaultMinimum: formatBtc(defaultMinPayment, language),
    pause: formatDuration(addressChangePauseHours, 'hour', language),
    stable: formatDuration(workerStableShareMinutes, 'minute', language),
    unavailable: formatDuration(workerUnavailableAfterMinutes, 'minute', language),
    off: formatDuration(workerOffAfterHours, 'hour', language),
    removal: t('faq.fullDays', { count: workerFullDaysOffBeforeRemoval }),
    firstTaxYear: String(firstTaxYear),
    lowestRate: rates[0] ?? '',
    highestRate: rates.at(-1) ?? '',
  };
}
