import { uzKitchen } from "../../../i18n/kitchen.ts";
import { FilterSelect } from "../../../ui/filter-select.tsx";

const t = uzKitchen.costs;
const options = [
  { value: "true", label: t.available },
  { value: "false", label: t.unavailable },
];

/** The `status` filter of dishes, menus and rations (lib/list-view.ts STATUS_FILTER): can one portion be made now. */
export function AvailabilityFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  return <FilterSelect label={t.availability} options={options} value={value} onChange={onChange} />;
}
