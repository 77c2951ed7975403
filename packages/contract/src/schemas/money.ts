/** The currencies an amount may be kept in. */
export const CURRENCIES = ["SAR", "USD", "UZS"] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * Every price of the business (rooms, orders, stock, transfers) is in the operating currency and
 * carries none of its own; HR amounts and general expenses name theirs.
 */
export const OPERATING_CURRENCY: Currency = "SAR";

/** HR amounts were kept in dollars before they carried a currency, and new ones start there too. */
export const HR_CURRENCY: Currency = "USD";
