import type { NextRunPayout } from '@pool/contract';
import { payoutTransactionVsize, planPayoutTransactions, type ChainOutput } from '../chain/index.js';
import { sats, type Sats, sumSats, zeroSats } from '../../domain/sats.js';
import { walletPayout } from './rules.js';
import type { PayoutCandidate } from './wallet-payouts-repository.js';

/** What a run would pay the candidates at their balances now, and how it would go out. */
export interface NextRunPlan {
  /** One per wallet paid, in the candidates' order; outputs below the dust limit left out. */
  payouts: NextRunPayout[];
  total: Sats;
  /** The chain transactions (parts), each a list of outputs. */
  parts: ChainOutput[][];
  belowDust: number;
}

/**
 * The run's decisions on candidates read now, by the run's own rules: walletPayout per
 * wallet (minimum, cap), one output per address as the sender sums them, the sender's plan
 * of standard transactions (dust outputs are not sent and stay in the balances).
 */
export function planNextRun(candidates: readonly PayoutCandidate[]): NextRunPlan {
  const paid = candidates.flatMap((candidate) => {
    const amount = walletPayout(candidate, candidate.balance);
    return amount === null ? [] : [{ candidate, amount }];
  });
  const byAddress = new Map<string, Sats>();
  for (const { candidate, amount } of paid) {
    byAddress.set(candidate.address, sumSats([byAddress.get(candidate.address) ?? zeroSats, amount]));
  }
  const outputs = [...byAddress]
    .map(([address, amount]) => ({ address, amount }))
    .sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
  const plan = planPayoutTransactions(outputs);
  const dust = new Set(plan.belowDust.map((output) => output.address));
  const payouts = paid
    .filter(({ candidate }) => !dust.has(candidate.address))
    .map(({ candidate, amount }) => ({
      miner_id: candidate.miner_id,
      account_name: candidate.account_name,
      address: candidate.address,
      amount,
    }));
  return {
    payouts,
    total: sumSats(payouts.map((payout) => payout.amount)),
    parts: plan.parts,
    belowDust: plan.belowDust.length,
  };
}

/**
 * The network fee of the plan's transactions at `feeRate` with one wallet coin each: the
 * least they cost (a wallet of small coins spends more inputs and pays more).
 */
export function leastNetworkFee(parts: readonly ChainOutput[][], feeRate: number): Sats {
  return sumSats(parts.map((part) => sats(Math.ceil(payoutTransactionVsize(part, 1) * feeRate))));
}
