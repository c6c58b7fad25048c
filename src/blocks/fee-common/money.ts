import type { Currency } from '../../content/types.generated';

/** Whole units grouped by thousands, such as 1,400,000; the same on the server and in every browser. */
export function formatAmount(amount: number): string {
  return String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** An amount with the currency's symbol, such as TSh 1,400,000. */
export function formatMoney(amount: number, currency: Pick<Currency, 'symbol'>): string {
  return `${currency.symbol} ${formatAmount(amount)}`;
}
