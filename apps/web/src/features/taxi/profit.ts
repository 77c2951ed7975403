import { type Dec, readDecimal } from "@app/contract/decimal";
import { profitOf } from "@app/contract/formulas/price";

/** An amount as a form holds it: typed text, or the API's number when editing. */
type Amount = string | number | null | undefined;

const amountOf = (value: Amount) => (value === null || value === undefined ? null : readDecimal(String(value)));

/**
 * The order form's live profit: what the client pays less the driver's fee, exact, and below
 * zero while the client's price is still under the fee. Null until both amounts read as numbers.
 */
export function profitPreview(grossFee: Amount, serviceFee: Amount): Dec | null {
  const gross = amountOf(grossFee);
  const service = amountOf(serviceFee);
  return gross && service ? profitOf(gross, service) : null;
}
