import type { Food } from "@app/contract/schemas/kitchen-dishes";
import { Pencil } from "lucide-react";
import { uz } from "../../../i18n/uz.ts";
import { formatMoney, formatQuantity } from "../../../lib/format.ts";
import { Badge } from "../../../ui/badge.tsx";
import { Button } from "../../../ui/button.tsx";
import { Sheet } from "../../../ui/sheet.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../../ui/table.tsx";
import { AvailabilityBadge, MissingProducts } from "../shared/availability.tsx";
import { CostSummary } from "../shared/cost-summary.tsx";
import { ItemImage } from "../shared/item-image.tsx";

const t = uz.kitchen.foods;

type FoodDetailsProps = {
  food: Food;
  onClose: () => void;
  /** Absent for roles that may only read. */
  onEdit?: (food: Food) => void;
};

/** A dish as the server prices it now: its lines, cost per portion, and what the stock lacks. */
export function FoodDetails({ food, onClose, onEdit }: FoodDetailsProps) {
  return (
    <Sheet open size="wide" onOpenChange={(open) => !open && onClose()} title={food.name} description={food.section_name}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-start gap-4">
          <ItemImage src={food.image} name={food.name} large />
          <div className="flex flex-col items-start gap-3">
            <AvailabilityBadge status={food.status} priced={food.priced} />
            {onEdit && (
              <Button variant="secondary" size="sm" onClick={() => onEdit(food)}>
                <Pencil className="size-4" aria-hidden />
                {uz.common.edit}
              </Button>
            )}
          </div>
        </div>
        <CostSummary net={food.net_price} profit={food.profit} gross={food.gross_price} />
        <MissingProducts missing={food.missing_products} />
        <section aria-label={t.ingredients} className="flex flex-col gap-2">
          <h3 className="text-sm font-medium text-ink">{t.ingredients}</h3>
          <Table>
            <THead>
              <tr>
                <Th>{t.product}</Th>
                <Th className="text-right">{t.quantity}</Th>
                <Th className="text-right">{t.lineCost}</Th>
                <Th>{t.stockStatus}</Th>
              </tr>
            </THead>
            <TBody>
              {food.recipe_foods.map((line) => (
                <Tr key={line.id}>
                  <Td className="font-medium text-ink">{line.product_name}</Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">{`${formatQuantity(line.count)} ${line.measure}`}</Td>
                  <Td className="text-right tabular-nums">{line.priced ? formatMoney(line.price) : uz.kitchen.costs.unknown}</Td>
                  <Td>
                    <Badge tone={line.status ? "success" : "danger"}>{line.status ? t.enough : t.notEnough}</Badge>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </section>
      </div>
    </Sheet>
  );
}
