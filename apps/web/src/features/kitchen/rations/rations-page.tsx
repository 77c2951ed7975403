import { MENU_TYPE_LABELS } from "@app/contract/schemas/kitchen-menus";
import { RATION_SLOTS } from "@app/contract/schemas/kitchen-rations";
import type { PageProps } from "../../../lib/page-props.ts";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { useListView } from "../../../lib/use-list-view.ts";
import { Td, Th } from "../../../ui/table.tsx";
import { ItemListPage } from "../shared/item-list-page.tsx";
import { SLOTS, slotMenus } from "./ration-form.ts";
import { RationDetails } from "./ration-details.tsx";
import { RationSheet } from "./ration-sheet.tsx";
import { useDeleteRation, useRations } from "./rations-api.ts";
import { rationsView } from "./rations-view.ts";

const t = uzKitchen.rations;

/** /kitchen/recepts: daily rations (a breakfast, a lunch and a dinner menu) with cost and availability. */
export default function RationsPage({ title }: PageProps) {
  const [view, update] = useListView(rationsView);
  const list = useRations(view);
  const remove = useDeleteRation();

  return (
    <ItemListPage
      title={title}
      texts={t}
      view={view}
      update={update}
      list={list}
      remove={remove}
      writeArea="kitchen_recipes"
      head={SLOTS.map((slot) => (
        <Th key={slot}>{MENU_TYPE_LABELS[RATION_SLOTS[slot]]}</Th>
      ))}
      cells={(ration) => {
        const menus = slotMenus(ration);
        return SLOTS.map((slot) => <Td key={slot}>{menus[slot].name}</Td>);
      }}
      Details={RationDetails}
      Form={RationSheet}
    />
  );
}
