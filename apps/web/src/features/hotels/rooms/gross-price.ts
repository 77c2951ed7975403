import { ZERO, decimalText, readDecimal } from "@app/contract/decimal";
import { grossPriceOf } from "@app/contract/formulas/price";

/**
 * The gross price a room gets, net price + profit, as the form shows it while typing. An
 * empty field counts as 0 (both default to 0 on the server); unreadable text gives null.
 */
export function grossPrice(net: string, profit: string): string | null {
  const read = (text: string) => (text.trim() === "" ? ZERO : readDecimal(text));
  const a = read(net);
  const b = read(profit);
  return a && b ? decimalText(grossPriceOf(a, b)) : null;
}
