import { useState } from "react";
import { businessDateOf, formatIsoDate, formatWireDate } from "@app/contract/dates";
import { can } from "@app/contract/roles";
import type { ExchangeRate } from "@app/contract/schemas/finance";
import { CURRENCIES, type Currency } from "@app/contract/schemas/money";
import { uzFinance } from "../../i18n/finance.ts";
import { ListPage } from "../../layout/list-page.tsx";
import { listQuery } from "../../lib/list-view.ts";
import type { PageProps } from "../../lib/page-props.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { useSettings } from "../../lib/settings.ts";
import { useListView } from "../../lib/use-list-view.ts";
import { ListTable } from "../../ui/list-table.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { CurrencyAndDays } from "./currency-and-days.tsx";
import { useDeleteRate, useRates } from "./finance-api.ts";
import { ratesView } from "./finance-views.ts";
import { RateSheet } from "./rate-sheet.tsx";

const t = uzFinance;

/** The currencies other than the operating one that have no rate entered for today itself. */
function useMissingToday(operating: Currency | undefined) {
  const today = businessDateOf(new Date());
  const rates = useRates({ date_from: formatIsoDate(today), date_to: formatIsoDate(today), page: 1, per_page: 10 });
  if (!operating || !rates.data) return { missing: [] as Currency[], day: formatWireDate(today) };
  const entered = new Set(rates.data.results.map((rate) => rate.currency));
  return { missing: CURRENCIES.filter((currency) => currency !== operating && !entered.has(currency)), day: formatWireDate(today) };
}

/** /finance/rates, 'Kurslar': units of the operating currency per unit of each currency, by day. */
export default function RatesPage({ title }: PageProps) {
  const writable = can(usePrincipal(), "finance", "write");
  const operating = useSettings().data?.operating_currency;
  const [view, update] = useListView(ratesView);
  const list = useRates(listQuery(view));
  const remove = useDeleteRate();
  const [editing, setEditing] = useState<ExchangeRate | "new" | null>(null);
  const today = useMissingToday(operating);
  const filters = view.filters;

  return (
    <>
      <ListPage
        title={title}
        create={writable && { label: t.newRate, onClick: () => setEditing("new") }}
        filters={
          <div className="flex flex-wrap items-end gap-3">
            <CurrencyAndDays filters={filters} update={update} />
          </div>
        }
      >
        {today.missing.length > 0 && (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t.todayMissing(today.missing.join(", "), today.day)}
          </p>
        )}
        <ListTable
          list={list}
          view={view}
          update={update}
          emptyText={t.ratesEmpty}
          filtered={Object.values(filters).some(Boolean)}
          head={
            <>
              <Th>{t.date}</Th>
              <Th>{t.currency}</Th>
              <Th className="text-right">{t.rate}</Th>
            </>
          }
          cells={(rate) => (
            <>
              <Td className="whitespace-nowrap">{rate.date}</Td>
              <Td>{rate.currency}</Td>
              <Td className="text-right tabular-nums">{operating ? t.rateOf(rate.currency, String(rate.rate), operating) : rate.rate}</Td>
            </>
          )}
          rowName={(rate) => `${rate.currency}, ${rate.date}`}
          onEdit={writable ? setEditing : undefined}
          remove={remove}
          deletedMessage={t.rateDeleted}
        />
      </ListPage>
      {editing && operating && <RateSheet rate={editing === "new" ? null : editing} operating={operating} onClose={() => setEditing(null)} />}
    </>
  );
}
