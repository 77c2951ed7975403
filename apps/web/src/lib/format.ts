import type { Currency } from "@app/contract/schemas/money";

/** Thousands grouped with spaces and "." before the fraction: 1 234 567.50. */
function grouped(value: number, minFraction: number, maxFraction: number): string {
  return new Intl.NumberFormat("en-US", {
    minimumFractionDigits: minFraction,
    maximumFractionDigits: maxFraction,
    useGrouping: true,
  })
    .format(value)
    .replaceAll(",", " ");
}

/** Money as the API sends it (a JSON number): always two decimals. */
export function formatMoney(value: number): string {
  return grouped(value, 2, 2);
}

/** An amount in a currency named elsewhere (a column's header): so'm have no fraction worth showing. */
export function formatCurrencyValue(value: number, currency: Currency): string {
  return currency === "UZS" ? grouped(value, 0, 0) : formatMoney(value);
}

/** An amount with its currency (1 500 000 UZS, 1 200.50 USD). */
export function formatAmount(value: number, currency: Currency): string {
  return `${formatCurrencyValue(value, currency)} ${currency}`;
}

/** A stock quantity: up to three decimals, none when whole (12, 12.5, 0.125). */
export function formatQuantity(value: number): string {
  return grouped(value, 0, 3);
}

/** A price per recipe unit, which may be a fraction of a cent (a gram of rice): at least 2, at most 6 decimals. */
export function formatUnitPrice(value: number): string {
  return grouped(value, 2, 6);
}
