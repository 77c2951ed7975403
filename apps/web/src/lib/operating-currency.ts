import { type Currency, OPERATING_CURRENCY } from "@app/contract/schemas/money";

/**
 * The currency every price of the business is shown in: the company settings' operating
 * currency. No settings are stored yet, so it is the contract's default; reading the settings
 * changes this body alone, never the screens that call it.
 */
export function useOperatingCurrency(): Currency {
  return OPERATING_CURRENCY;
}
