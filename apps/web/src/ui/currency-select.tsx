import type { ComponentProps } from "react";
import { CURRENCIES } from "@app/contract/schemas/money";
import { Select } from "./select.tsx";

const OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** The currency of an amount: SAR, USD or UZS. */
export function CurrencySelect(props: Omit<ComponentProps<typeof Select>, "options">) {
  return <Select options={OPTIONS} {...props} />;
}
