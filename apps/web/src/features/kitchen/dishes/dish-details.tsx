import type { Dish } from "@app/contract/schemas/kitchen-dishes";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { formatCurrencyValue, formatQuantity, withCurrency } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { Badge } from "../../../ui/badge.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../../ui/table.tsx";
import { ItemDetails } from "../shared/item-details.tsx";
import type { DetailsPanelProps } from "../shared/use-item-panels.ts";

const t = uzKitchen.dishes;

/** A dish's details: its ingredient lines, each priced and checked against the stock. */
export function DishDetails({ item: dish, onClose, onEdit }: DetailsPanelProps<Dish>) {
  const currency = useOperatingCurrency();
  return (
    <ItemDetails
      item={dish}
      description={dish.section_name}
      size="wide"
      image={dish.image}
      onClose={onClose}
      onEdit={onEdit}
      partsLabel={t.ingredients}
    >
      <Table>
        <THead>
          <tr>
            <Th>{t.product}</Th>
            <Th className="text-right">{t.quantity}</Th>
            <Th className="text-right">{withCurrency(t.lineCost, currency)}</Th>
            <Th>{t.stockStatus}</Th>
          </tr>
        </THead>
        <TBody>
          {dish.recipe_foods.map((line) => (
            <Tr key={line.id}>
              <Td className="font-medium text-ink">{line.product_name}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{`${formatQuantity(line.count)} ${line.measure}`}</Td>
              <Td className="text-right tabular-nums">{line.priced ? formatCurrencyValue(line.price, currency) : uzKitchen.costs.unknown}</Td>
              <Td>
                <Badge tone={line.status ? "success" : "danger"}>{line.status ? t.enough : t.notEnough}</Badge>
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </ItemDetails>
  );
}
