import { uzCommon } from "../i18n/common.ts";
import { FilterSelect } from "./filter-select.tsx";

const statusOptions = [
  { value: "true", label: uzCommon.active },
  { value: "false", label: uzCommon.inactive },
];

/** 'Holati': Barchasi / Faol / Faol emas, as "" / "true" / "false" (lib/list-view.ts STATUS_FILTER). */
export function StatusFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  return <FilterSelect label={uzCommon.status} options={statusOptions} value={value} onChange={onChange} />;
}
