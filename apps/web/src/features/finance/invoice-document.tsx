import type { Invoice } from "@app/contract/schemas/finance";
import { uzFinance } from "../../i18n/finance.ts";
import { formatAmount, formatMoney, formatQuantity } from "../../lib/format.ts";
import { useSettings } from "../../lib/settings.ts";
import { Table, TBody, Td, Th, THead, Tr } from "../../ui/table.tsx";
import { useCounterparty } from "./finance-api.ts";
import { InvoiceStatusBadge } from "./invoice-status.tsx";

const t = uzFinance;

function Party({ heading, id }: { heading: string; id: string | null | undefined }) {
  const party = useCounterparty(id);
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      <span className="text-xs font-semibold uppercase text-muted">{heading}</span>
      <span className="font-semibold text-ink">{party.data?.name ?? "—"}</span>
      {party.data && <span>{party.data.address}</span>}
    </div>
  );
}

/**
 * The invoice as it goes on paper: seller (the company's own counter agent from the settings)
 * and buyer, number and days, the lines and the totals. The same block is the page on screen.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const settings = useSettings();
  const operating = settings.data?.operating_currency;
  return (
    <article className="flex flex-col gap-6 rounded-lg border border-line bg-white p-6 print:border-0 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-semibold text-ink">
            {t.invoiceHeading(invoice.number ?? t.draftNumber)}
          </h2>
          <div className="print:hidden">
            <InvoiceStatusBadge status={invoice.status} />
          </div>
          {invoice.void_reason && <p className="text-sm text-red-700">{t.voidedBecause(invoice.void_reason)}</p>}
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t.date}</dt>
          <dd>{invoice.date}</dd>
          <dt className="text-muted">{t.dueDate}</dt>
          <dd>{invoice.due_date}</dd>
          <dt className="text-muted">{t.currency}</dt>
          <dd>{invoice.currency}</dd>
          {operating && operating !== invoice.currency && (
            <>
              <dt className="text-muted">{t.rate}</dt>
              <dd>{t.rateOf(invoice.currency, String(invoice.rate), operating)}</dd>
            </>
          )}
        </dl>
      </header>
      <div className="grid grid-cols-2 gap-6">
        <Party heading={t.seller} id={settings.data?.own_counter_agent} />
        <Party heading={t.buyer} id={invoice.counter_agent} />
      </div>
      <Table>
        <THead>
          <Tr>
            <Th>№</Th>
            <Th>{t.description}</Th>
            <Th className="text-right">{t.quantity}</Th>
            <Th className="text-right">{t.unitPrice}</Th>
            <Th className="text-right">{t.amount}</Th>
          </Tr>
        </THead>
        <TBody>
          {invoice.lines.map((line, index) => (
            <Tr key={line.id}>
              <Td>{index + 1}</Td>
              <Td>{line.description}</Td>
              <Td className="text-right tabular-nums">{formatQuantity(line.quantity)}</Td>
              <Td className="text-right tabular-nums">{formatMoney(line.unit_price)}</Td>
              <Td className="text-right tabular-nums">{formatAmount(line.amount, invoice.currency)}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      <dl className="ml-auto grid grid-cols-[auto_auto] gap-x-6 gap-y-1 text-sm">
        <dt className="font-semibold">{t.total}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatAmount(invoice.total, invoice.currency)}</dd>
        {operating && operating !== invoice.currency && (
          <>
            <dt className="text-muted">{t.totalOperating}</dt>
            <dd className="text-right tabular-nums">{formatAmount(invoice.total_operating, operating)}</dd>
          </>
        )}
        <dt className="text-muted">{t.paid}</dt>
        <dd className="text-right tabular-nums">{formatAmount(invoice.paid, invoice.currency)}</dd>
        <dt className="text-muted">{t.balance}</dt>
        <dd className="text-right tabular-nums">{formatAmount(invoice.balance, invoice.currency)}</dd>
      </dl>
    </article>
  );
}
