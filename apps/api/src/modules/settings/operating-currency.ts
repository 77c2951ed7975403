import type { Currency } from "@app/contract/schemas/money";
import type { AppContext } from "../../context.ts";
import { getSettings } from "./service.ts";

/** The currency every price of the business is in: the settings' operating currency. */
export async function operatingCurrency(ctx: AppContext): Promise<Currency> {
  return (await getSettings(ctx)).operating_currency;
}
