import { MENU_TYPE_LABELS, type Menu } from "@app/contract/schemas/kitchen-menus";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { ItemDetails } from "../shared/item-details.tsx";
import { ItemImage } from "../shared/item-image.tsx";
import type { DetailsPanelProps } from "../shared/use-item-panels.ts";

const t = uzKitchen.menus;

/** A menu's details: its seven dishes with their prices. */
export function MenuDetails({ item: menu, onClose, onEdit }: DetailsPanelProps<Menu>) {
  return (
    <ItemDetails
      item={menu}
      description={MENU_TYPE_LABELS[menu.menu_type]}
      size="wide"
      image={menu.image}
      onClose={onClose}
      onEdit={onEdit}
      partsLabel={t.dishes}
      partsHeading={t.dishesCount(menu.food_count)}
    >
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
    </ItemDetails>
  );
}
