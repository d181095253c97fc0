/**
 * The worker status rules of product §9, as numbers: the server's clock rules
 * (apps/server/src/domain/hashrate.ts) and the FAQ's text both read them here.
 * No zod, so a page can take them without the schemas.
 */

/** "stable means shares at least once per minute". */
export const workerStableShareMinutes = 1;
/** "unavailable means no shares for over 10 minutes". */
export const workerUnavailableAfterMinutes = 10;
/** "off means unavailable over 24 hours". */
export const workerOffAfterHours = 24;
/** "a worker is removed after 6 full days off" (whole UTC days). */
export const workerFullDaysOffBeforeRemoval = 6;
/** A worker rejecting this share of its work in 15 minutes or more is flagged (pool setting reject_warning_percent). */
export const defaultRejectWarningPercent = 5;
