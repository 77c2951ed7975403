import type { Currency } from "@app/contract/schemas/money";
import { DEFAULT_SETTINGS } from "@app/contract/schemas/settings";
import { useSettings } from "./settings.ts";

/** The currency every price of the business is shown in: the settings' operating currency (the default until they load). */
export function useOperatingCurrency(): Currency {
  return useSettings().data?.operating_currency ?? DEFAULT_SETTINGS.operating_currency;
}
