import { type Currency, OPERATING_CURRENCY } from "@app/contract/schemas/money";
import type { AppContext } from "../../context.ts";

/**
 * The currency every price of the business is in: the company settings' operating currency.
 * No settings are stored yet, so it is the contract's default; reading the stored settings
 * changes this body alone.
 */
export async function operatingCurrency(_ctx: AppContext): Promise<Currency> {
  return OPERATING_CURRENCY;
}
