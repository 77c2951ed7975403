import { useState } from "react";
import { addDays, businessDateOf, formatWireDate, wireToIso } from "@app/contract/dates";
import { KITCHEN_PLAN } from "@app/contract/endpoints/kitchen-plan";
import { uzKitchenPlan as t } from "../../i18n/kitchen-plan.ts";
import { PageHeader } from "../../layout/page-header.tsx";
import { exportXlsx } from "../../lib/export-file.ts";
import { formatQuantity } from "../../lib/format.ts";
import type { PageProps } from "../../lib/page-props.ts";
import { DateField } from "../../ui/date-field.tsx";
import { ExportButton } from "../../ui/export-button.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { PrintButton } from "../../ui/print-button.tsx";
import { PlanTable } from "./plan-table.tsx";
import { usePurchaseList } from "./kitchen-plan-api.ts";

/** Kitchen › Xarid ro‘yxati: what the unconfirmed days of a range need beyond the usable stock and the par levels. */
export default function PurchaseListPage({ title }: PageProps) {
  const tomorrow = addDays(businessDateOf(new Date()), 1);
  const [from, setFrom] = useState(() => formatWireDate(tomorrow));
  const [to, setTo] = useState(() => formatWireDate(addDays(tomorrow, 6)));
  const query = { date_from: wireToIso(from) ?? "", date_to: wireToIso(to) ?? "" };
  const list = usePurchaseList(query.date_from, query.date_to);
  const rows = list.data?.products ?? [];
  return (
    <>
      <PageHeader title={title} />
      <div className="mb-4 flex flex-wrap items-end gap-3 print:hidden">
        <label className="flex flex-col gap-1 text-sm">
          {t.dateFrom}
          <DateField value={from} onChange={(value) => value && setFrom(value)} aria-label={t.dateFrom} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t.dateTo}
          <DateField value={to} onChange={(value) => value && setTo(value)} aria-label={t.dateTo} />
        </label>
        <ExportButton label={title} onExport={() => exportXlsx(KITCHEN_PLAN.purchaseList.path, query, "xarid_royxati.xlsx")} />
        <PrintButton />
      </div>
      <ListState isLoading={list.isPending} isError={list.isError} isEmpty={!rows.length} emptyText={t.nothingToBuy} onRetry={() => void list.refetch()}>
        <PlanTable
          label={title}
          headers={[t.product, t.unit, t.required, t.usable, t.minStock, t.toBuy]}
          rows={rows.map((row) => [
            row.name,
            row.unit,
            formatQuantity(row.required),
            formatQuantity(row.usable),
            formatQuantity(row.min_stock),
            row.to_buy > 0 ? { text: formatQuantity(row.to_buy), danger: true } : "—",
          ])}
        />
      </ListState>
    </>
  );
}
