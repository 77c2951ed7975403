import { uz } from "../i18n/uz.ts";
import { FilterSelect } from "./filter-select.tsx";

const statusOptions = [
  { value: "true", label: uz.common.active },
  { value: "false", label: uz.common.inactive },
];

/** 'Holati': Barchasi / Faol / Faol emas, as "" / "true" / "false" (lib/list-view.ts STATUS_FILTER). */
export function StatusFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  return <FilterSelect label={uz.common.status} options={statusOptions} value={value} onChange={onChange} />;
}
