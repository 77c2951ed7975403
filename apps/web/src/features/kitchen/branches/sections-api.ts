import { PATHS } from "@app/contract/routes";
import type { CatalogItem } from "@app/contract/schemas/kitchen-sections";
import { useOptions } from "../../../lib/use-options.ts";

/** The product sections as choices of a filter or a form's select; `active` leaves out switched-off ones. */
export function useSectionOptions({ active }: { active: boolean }) {
  return useOptions<CatalogItem>(
    PATHS.sections.list,
    (section) => ({ value: section.id, label: section.name }),
    active ? { status: "true" } : {},
  );
}
