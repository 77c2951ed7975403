import { MENU_TYPE_LABELS, type Menu } from "@app/contract/schemas/kitchen-menus";
import { Pencil } from "lucide-react";
import { uz } from "../../../i18n/uz.ts";
import { Button } from "../../../ui/button.tsx";
import { Sheet } from "../../../ui/sheet.tsx";
import { AvailabilityBadge, MissingProducts } from "../shared/availability.tsx";
import { CostSummary } from "../shared/cost-summary.tsx";
import { ItemImage } from "../shared/item-image.tsx";

const t = uz.kitchen.menus;

type MenuDetailsProps = {
  menu: Menu;
  onClose: () => void;
  /** Absent for roles that may only read. */
  onEdit?: (menu: Menu) => void;
};

/** A menu as the server prices it now: its seven dishes, cost per portion, and what the stock lacks. */
export function MenuDetails({ menu, onClose, onEdit }: MenuDetailsProps) {
  return (
    <Sheet
      open
      size="wide"
      onOpenChange={(open) => !open && onClose()}
      title={menu.name}
      description={MENU_TYPE_LABELS[menu.menu_type]}
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-start gap-4">
          <ItemImage src={menu.image} name={menu.name} large />
          <div className="flex flex-col items-start gap-3">
            <AvailabilityBadge status={menu.status} priced={menu.priced} />
            {onEdit && (
              <Button variant="secondary" size="sm" onClick={() => onEdit(menu)}>
                <Pencil className="size-4" aria-hidden />
                {uz.common.edit}
              </Button>
            )}
          </div>
        </div>
        <CostSummary net={menu.net_price} profit={menu.profit} gross={menu.gross_price} />
        <MissingProducts missing={menu.missing_products} />
        <section aria-label={t.dishes} className="flex flex-col gap-2">
          <h3 className="text-sm font-medium text-ink">{t.dishesCount(menu.food_count)}</h3>
          <ol className="flex flex-col divide-y divide-line rounded-lg border border-line">
            {menu.foods.map((dish, index) => (
              <li key={dish.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                <span className="w-5 text-muted">{index + 1}</span>
                <ItemImage src={dish.image} name={dish.name} />
                <span className="flex-1 font-medium text-ink">{dish.name}</span>
                <span className="tabular-nums">{t.dishPrice(dish.price)}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </Sheet>
  );
}
