import { uzKitchen } from "../../../i18n/kitchen.ts";
import { formatMoney } from "../../../lib/format.ts";
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

const money = (value: number, priced: boolean) => (priced ? formatMoney(value) : t.unknown);

/** The cost columns every dish, menu and ration table ends with. */
export function CostHeaders() {
  return (
    <>
      <Th className="text-right">{t.net}</Th>
      <Th className="text-right">{t.profit}</Th>
      <Th className="text-right">{t.gross}</Th>
      <Th>{t.availability}</Th>
    </>
  );
}

export function CostCells({ item }: { item: Priced }) {
  return (
    <>
      <Td className="text-right whitespace-nowrap tabular-nums">{money(item.net_price, item.priced)}</Td>
      <Td className="text-right whitespace-nowrap tabular-nums">{formatMoney(item.profit)}</Td>
      <Td className="text-right font-medium whitespace-nowrap text-ink tabular-nums">{money(item.gross_price, item.priced)}</Td>
      <Td className="whitespace-nowrap">
        <AvailabilityBadge status={item.status} priced={item.priced} portions={item.available_portions} />
      </Td>
    </>
  );
}
