/**
 * How recent a second factor must be for a sensitive action, by default (the policy's
 * `secondFactor` rows: payout wallets, account removal, platform money actions).
 */
export const defaultFreshSecondFactorSeconds = 5 * 60;
