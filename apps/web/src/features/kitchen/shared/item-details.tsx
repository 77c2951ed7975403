import type { MissingProducts as Missing } from "@app/contract/schemas/kitchen-common";
import { Pencil } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { uzCommon } from "../../../i18n/common.ts";
import { Button } from "../../../ui/button.tsx";
import { Sheet } from "../../../ui/sheet.tsx";
import { AvailabilityBadge, MissingProducts } from "./availability.tsx";
import type { ListedItem } from "./item-list-page.tsx";
import { CostSummary } from "./cost-summary.tsx";
import { ItemImage } from "./item-image.tsx";

type ItemDetailsProps<Item extends ListedItem & { missing_products: Missing }> = {
  item: Item;
  description?: string;
  size?: ComponentProps<typeof Sheet>["size"];
  /** The item's picture (null: none yet); left out for items that never have one. */
  image?: string | null;
  onClose: () => void;
  /** Absent for roles that may only read. */
  onEdit?: (item: Item) => void;
  /** The section of the item's parts (lines, dishes, menus): its name, and its heading when that says more. */
  partsLabel: string;
  partsHeading?: string;
  children: ReactNode;
};

/** A dish, menu or ration as the server prices it now: its parts, its cost, and what the stock lacks. */
export function ItemDetails<Item extends ListedItem & { missing_products: Missing }>({
  item,
  description,
  size,
  image,
  onClose,
  onEdit,
  partsLabel,
  partsHeading = partsLabel,
  children,
}: ItemDetailsProps<Item>) {
  const status = (
    <>
      <AvailabilityBadge status={item.status} priced={item.priced} portions={item.available_portions} />
      {onEdit && (
        <Button variant="secondary" size="sm" onClick={() => onEdit(item)}>
          <Pencil className="size-4" aria-hidden />
          {uzCommon.edit}
        </Button>
      )}
    </>
  );
  return (
    <Sheet open size={size} onOpenChange={(open) => !open && onClose()} title={item.name} description={description}>
      <div className="flex flex-col gap-5">
        {image === undefined ? (
          <div className="flex flex-wrap items-center gap-3">{status}</div>
        ) : (
          <div className="flex flex-wrap items-start gap-4">
            <ItemImage src={image} name={item.name} large />
            <div className="flex flex-col items-start gap-3">{status}</div>
          </div>
        )}
        <CostSummary net={item.net_price} profit={item.profit} gross={item.gross_price} />
        <MissingProducts missing={item.missing_products} />
        <section aria-label={partsLabel} className="flex flex-col gap-2">
          <h3 className="text-sm font-medium text-ink">{partsHeading}</h3>
          {children}
        </section>
      </div>
    </Sheet>
  );
}
