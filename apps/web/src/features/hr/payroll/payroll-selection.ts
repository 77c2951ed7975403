import { type Dec, ZERO, readDecimal } from "@app/contract/decimal";
import type { PayrollLine } from "@app/contract/schemas/hr";
import type { Currency, CurrencyAmount } from "@app/contract/schemas/money";

/** The amounts typed over the lines' own, by employee. */
export type EditedAmounts = Readonly<Record<string, string>>;

/** A line's amount as it will be paid: what was typed over it, else its own. */
export const amountText = (line: PayrollLine, edited: EditedAmounts) => edited[line.employee] ?? String(line.amount);

/** Whether a typed amount can be paid: a number with at most two decimals. */
export function amountProblem(text: string): boolean {
  const value = readDecimal(text);
  return value === null || value.decimalPlaces() > 2;
}

/** Σ of the chosen lines per currency, alphabetically; a line whose amount is not a number counts nothing. */
export function selectedTotals(lines: readonly PayrollLine[], chosen: ReadonlySet<string>, edited: EditedAmounts): CurrencyAmount[] {
  const sums = new Map<Currency, Dec>();
  for (const line of lines) {
    if (!chosen.has(line.employee)) continue;
    const amount = readDecimal(amountText(line, edited)) ?? ZERO;
    sums.set(line.currency, (sums.get(line.currency) ?? ZERO).plus(amount));
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount: amount.toNumber() }));
}
