import { ArrowLeft, Ban, Pencil, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { can } from "@app/contract/roles";
import type { Invoice } from "@app/contract/schemas/finance";
import { PAYMENT_METHOD_LABELS } from "@app/contract/schemas/money";
import { uzFinance } from "../../i18n/finance.ts";
import { PageHeader } from "../../layout/page-header.tsx";
import { ApiError } from "../../lib/api-error.ts";
import { formatAmount } from "../../lib/format.ts";
import type { PageProps } from "../../lib/page-props.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { notifySuccess } from "../../lib/toast.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { PrintButton } from "../../ui/print-button.tsx";
import { RecordHistory } from "../../ui/record-history.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../ui/table.tsx";
import { useDeleteInvoice, useInvoice, useIssueInvoice } from "./finance-api.ts";
import { InvoiceDocument } from "./invoice-document.tsx";
import { InvoiceSheet } from "./invoice-sheet.tsx";
import { VoidDialog } from "./void-dialog.tsx";

const t = uzFinance;

function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const issue = useIssueInvoice();
  const remove = useDeleteInvoice();
  const [open, setOpen] = useState<"edit" | "delete" | "void" | null>(null);
  const close = () => setOpen(null);
  const draft = invoice.status === "draft";
  return (
    <>
      {draft && (
        <>
          <Button variant="secondary" onClick={() => setOpen("edit")}>
            <Pencil className="size-4" aria-hidden />
            {t.edit}
          </Button>
          <Button variant="secondary" onClick={() => setOpen("delete")}>
            <Trash2 className="size-4" aria-hidden />
            {t.remove}
          </Button>
          <Button disabled={issue.isPending} onClick={() => issue.mutate(invoice.id, { onSuccess: () => notifySuccess(t.issued) })}>
            <Send className="size-4" aria-hidden />
            {t.issue}
          </Button>
        </>
      )}
      {invoice.status === "issued" && (
        <Button variant="secondary" onClick={() => setOpen("void")}>
          <Ban className="size-4" aria-hidden />
          {t.voidAction}
        </Button>
      )}
      {open === "edit" && <InvoiceSheet invoice={invoice} onClose={close} />}
      {open === "void" && <VoidDialog invoice={invoice} onClose={close} />}
      <ConfirmDialog
        open={open === "delete"}
        onOpenChange={(next) => !next && close()}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(invoice.id, {
            onSuccess: () => {
              notifySuccess(t.deleted);
              void navigate("/finance/invoices");
            },
          })
        }
      />
    </>
  );
}

/** /finance/invoices/{id}: the invoice as printed, its payments, and Issue, Void, edit and delete by its status. */
export default function InvoicePage({ title }: PageProps) {
  const id = useParams().id ?? "";
  const invoice = useInvoice(id);
  const writable = can(usePrincipal(), "finance", "write");
  const missing = invoice.error instanceof ApiError && invoice.error.status === 404;

  return (
    <>
      <Link to="/finance/invoices" className="mb-3 inline-flex items-center gap-1.5 text-sm text-brand-800 hover:underline print:hidden">
        <ArrowLeft className="size-4" aria-hidden />
        {t.backToInvoices}
      </Link>
      {missing ? (
        <>
          <PageHeader title={title} />
          <p className="text-muted">{t.notFound}</p>
        </>
      ) : (
        <ListState isLoading={invoice.isPending} isError={invoice.isError} isEmpty={false} onRetry={() => void invoice.refetch()}>
          {invoice.data && (
            <div className="flex flex-col gap-6">
              <PageHeader
                title={invoice.data.number ?? t.draftNumber}
                actions={
                  <>
                    {writable && <InvoiceActions invoice={invoice.data} />}
                    <PrintButton />
                  </>
                }
              />
              <InvoiceDocument invoice={invoice.data} />
              <section className="flex flex-col gap-2 print:hidden" aria-labelledby="invoice-payments">
                <h2 id="invoice-payments" className="text-lg font-semibold text-ink">
                  {t.paymentsHeading}
                </h2>
                {invoice.data.payments.length === 0 ? (
                  <p className="text-sm text-muted">{t.noPayments}</p>
                ) : (
                  <Table>
                    <THead>
                      <Tr>
                        <Th>{t.date}</Th>
                        <Th>{t.method}</Th>
                        <Th>{t.reference}</Th>
                        <Th className="text-right">{t.amount}</Th>
                      </Tr>
                    </THead>
                    <TBody>
                      {invoice.data.payments.map((payment) => (
                        <Tr key={payment.payment}>
                          <Td>{payment.date}</Td>
                          <Td>{PAYMENT_METHOD_LABELS[payment.method]}</Td>
                          <Td>{payment.reference ?? "—"}</Td>
                          <Td className="text-right tabular-nums">{formatAmount(payment.amount, invoice.data.currency)}</Td>
                        </Tr>
                      ))}
                    </TBody>
                  </Table>
                )}
              </section>
              <RecordHistory entity="invoices" id={invoice.data.id} />
            </div>
          )}
        </ListState>
      )}
    </>
  );
}
