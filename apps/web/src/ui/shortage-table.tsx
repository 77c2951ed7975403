import { uzShortage } from "../i18n/ui.ts";
import { formatQuantity } from "../lib/format.ts";

/** `amount` as the API writes quantities: exact decimal text. */
export type ShortageRow = { name: string; amount: string; unit: string };

/** What the stock lacks, per product (a dish's one portion, or an order the server refused). */
export function ShortageTable({ title, rows }: { title: string; rows: readonly ShortageRow[] }) {
  if (!rows.length) return null;
  return (
    <section className="rounded-xl border border-red-200 bg-red-50 p-4" aria-label={title}>
      <h3 className="text-sm font-semibold text-red-900">{title}</h3>
      <table className="mt-2 w-full text-left text-sm text-red-900">
        <thead className="text-xs text-red-800">
          <tr>
            <th scope="col" className="py-1 font-medium">
              {uzShortage.product}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {uzShortage.missing}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-t border-red-200">
              <td className="py-1.5">{row.name}</td>
              <td className="py-1.5 text-right font-medium tabular-nums">{`${formatQuantity(Number(row.amount))} ${row.unit}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
