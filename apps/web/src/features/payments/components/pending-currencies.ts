import { createContext } from 'react';
import type { ExtraCurrency } from '@pool/contract';

/**
 * The extra currencies whose rate is on its way, for the amounts inside (the dashboard's
 * cards): each large MoneyAmount keeps a line for their values, so the cards do not grow,
 * and move what is under them, when the rates come.
 */
export const PendingCurrencies = createContext<readonly ExtraCurrency[]>([]);
