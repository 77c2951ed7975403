import { PRODUCT_SECTIONS } from "@app/contract/endpoints/kitchen-catalogs";
import { useOptions } from "../../../lib/use-options.ts";

/** The product sections as choices of a filter or a form's select; `active` leaves out switched-off ones. */
export function useSectionOptions({ active }: { active: boolean }) {
  return useOptions(
    PRODUCT_SECTIONS.list,
    (section) => ({ value: section.id, label: section.name }),
    active ? { status: "true" } : {},
  );
}
