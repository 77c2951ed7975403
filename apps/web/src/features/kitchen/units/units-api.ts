import { UNITS } from "@app/contract/endpoints/kitchen-catalogs";
import { useOptions } from "../../../lib/use-options.ts";

/** The units as choices of a filter or a form's select, "Kilogramm (kg)"; `active` leaves out switched-off ones. */
export function useUnitOptions({ active }: { active: boolean }) {
  return useOptions(
    UNITS.list,
    (unit) => ({ value: unit.id, label: `${unit.name} (${unit.abbreviation})` }),
    active ? { status: "true" } : {},
  );
}
