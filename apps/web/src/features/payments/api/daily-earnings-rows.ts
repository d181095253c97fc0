import { dailyEarningsResponseSchema, type DailyEarningsResponse } from '@pool/contract';
import { parseList } from '@/lib/parse-list';

/** The daily earnings' rows, each checked by the contract (`parseList`). */
export function parseDailyEarnings(body: unknown): DailyEarningsResponse {
  return parseList(dailyEarningsResponseSchema, body);
}
