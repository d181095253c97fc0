import { maxSatoshi, minimumPayoutFloor, type Wallet } from '@pool/contract';

/** Why a payout limit would be refused, as a §5 client rule and its bound in satoshi. */
export interface LimitProblem {
  rule: 'gte' | 'lte';
  value: number;
}

/**
 * The server's rules, checked before asking it (product §5): a minimum payment of at least
 * the floor and not above a set maximum; a maximum of 0 (no limit) or at least the minimum.
 */
export function limitProblem(kind: 'min' | 'max', satoshi: number, wallet: Wallet): LimitProblem | undefined {
  if (satoshi > maxSatoshi) return { rule: 'lte', value: maxSatoshi };
  if (kind === 'min') {
    if (satoshi < minimumPayoutFloor) return { rule: 'gte', value: minimumPayoutFloor };
    if (wallet.max_payment !== 0 && satoshi > wallet.max_payment) return { rule: 'lte', value: wallet.max_payment };
    return undefined;
  }
  if (satoshi !== 0 && satoshi < wallet.min_payment) return { rule: 'gte', value: wallet.min_payment };
  return undefined;
}
