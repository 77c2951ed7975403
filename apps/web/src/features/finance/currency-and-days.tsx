import { CURRENCIES } from "@app/contract/schemas/money";
import { uzFinance } from "../../i18n/finance.ts";
import { DaysFilter } from "../../ui/date-range-filter.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";

const t = uzFinance;
const currencyOptions = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

type Filters = { currency: string; date_from: string; date_to: string };

/** The filters every ledger list ends with: the document's currency and a span of days. */
export function CurrencyAndDays({ filters, update }: { filters: Filters; update: (change: { filters: Partial<Filters> }) => void }) {
  return (
    <>
      <FilterSelect label={t.currency} options={currencyOptions} value={filters.currency} onChange={(currency) => update({ filters: { currency } })} />
      <DaysFilter filters={filters} update={update} />
    </>
  );
}
