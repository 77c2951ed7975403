import { uzKitchen } from "../../../i18n/kitchen.ts";
import { formatCurrencyValue, withCurrency } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { Td, Th } from "../../../ui/table.tsx";
import { AvailabilityBadge } from "./availability.tsx";

const t = uzKitchen.costs;

export type Priced = {
  net_price: number;
  profit: number;
  gross_price: number;
  priced: boolean;
  status: boolean;
  available_portions: number;
};

/** The cost columns every dish, menu and ration table ends with. */
export function CostHeaders() {
  const currency = useOperatingCurrency();
  return (
    <>
      <Th className="text-right">{withCurrency(t.net, currency)}</Th>
      <Th className="text-right">{withCurrency(t.profit, currency)}</Th>
      <Th className="text-right">{withCurrency(t.gross, currency)}</Th>
      <Th>{t.availability}</Th>
    </>
  );
}

export function CostCells({ item }: { item: Priced }) {
  const currency = useOperatingCurrency();
  const money = (value: number, priced: boolean) => (priced ? formatCurrencyValue(value, currency) : t.unknown);
  return (
    <>
      <Td className="text-right whitespace-nowrap tabular-nums">{money(item.net_price, item.priced)}</Td>
      <Td className="text-right whitespace-nowrap tabular-nums">{formatCurrencyValue(item.profit, currency)}</Td>
      <Td className="text-right font-medium whitespace-nowrap text-ink tabular-nums">{money(item.gross_price, item.priced)}</Td>
      <Td className="whitespace-nowrap">
        <AvailabilityBadge status={item.status} priced={item.priced} portions={item.available_portions} />
      </Td>
    </>
  );
}
