import { add, decimalText, parseDecimal } from "../../../lib/decimal.ts";

/**
 * The gross price a room gets, net price + profit, as the form shows it while typing. An
 * empty field counts as 0 (both default to 0 on the server); unreadable text gives null.
 */
export function grossPrice(net: string, profit: string): string | null {
  const read = (text: string) => (text.trim() === "" ? parseDecimal("0") : parseDecimal(text));
  const a = read(net);
  const b = read(profit);
  return a && b ? decimalText(add(a, b)) : null;
}
