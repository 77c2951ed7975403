import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "@app/contract/endpoint";
import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { EXCHANGE_RATES, INVOICES, LEDGER, PAYMENTS } from "@app/contract/endpoints/finance";
import type { Currency } from "@app/contract/schemas/money";
import { type Query, call } from "../../lib/api-client.ts";
import { exportListXlsx } from "../../lib/export-file.ts";


type InvoiceInput = BodyIn<typeof INVOICES.create>;
type InvoiceFromOrdersInput = BodyIn<typeof INVOICES.fromOrders>;
type PaymentInput = BodyIn<typeof PAYMENTS.create>;
type ExchangeRateInput = BodyIn<typeof EXCHANGE_RATES.create>;

// One key for the whole ledger: a payment changes invoices, balances and statements at once.
const financeKey = ["finance"] as const;

export function useInvoices(query: Query) {
  return useQuery({
    queryKey: [...financeKey, "invoices", query],
    queryFn: ({ signal }) => call(INVOICES.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const exportInvoices = (query: Query) => exportListXlsx(INVOICES.list.path, query, "hisob-fakturalar.xlsx");

export function useInvoice(id: string) {
  return useQuery({
    queryKey: [...financeKey, "invoice", id],
    queryFn: ({ signal }) => call(INVOICES.get, { params: { id } }, { signal }),
  });
}

/** The agent's issued invoices of one currency that still owe something, for a payment to go to. */
export function useOpenInvoices(agent: string, currency: Currency) {
  return useQuery({
    queryKey: [...financeKey, "open-invoices", agent, currency],
    queryFn: async ({ signal }) => {
      const query = { counter_agent: agent, currency, per_page: "100", page: "1" };
      const [issued, partly] = await Promise.all([
        call(INVOICES.list, { query: { ...query, status: "issued" } }, { signal }),
        call(INVOICES.list, { query: { ...query, status: "partially_paid" } }, { signal }),
      ]);
      return [...issued.results, ...partly.results].sort((a, b) => a.due_date.split(".").reverse().join("").localeCompare(b.due_date.split(".").reverse().join("")));
    },
    enabled: Boolean(agent),
  });
}

/** A counter agent's name and address, for an invoice's seller and buyer. */
export function useCounterparty(id: string | null | undefined) {
  return useQuery({
    queryKey: [COUNTERPARTIES.list.path, "detail", id],
    queryFn: ({ signal }) => call(COUNTERPARTIES.get, { params: { id: id ?? "" } }, { signal }),
    enabled: Boolean(id),
  });
}

/** The agent's orders a draft may still bill, newest first; under the ledger's key, so a new draft drops what it took. */
export function useBillableOrders(agent: string) {
  return useQuery({
    queryKey: [...financeKey, "billable-orders", agent],
    queryFn: ({ signal }) => call(INVOICES.billableOrders, { query: { counter_agent: agent } }, { signal }),
    enabled: Boolean(agent),
  });
}

export function usePayments(query: Query) {
  return useQuery({
    queryKey: [...financeKey, "payments", query],
    queryFn: ({ signal }) => call(PAYMENTS.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBalances(query: Query) {
  return useQuery({
    queryKey: [...financeKey, "balances", query],
    queryFn: ({ signal }) => call(LEDGER.balances, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRates(query: Query) {
  return useQuery({
    queryKey: [...financeKey, "rates", query],
    queryFn: ({ signal }) => call(EXCHANGE_RATES.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useFinanceMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  // Not awaited: the caller's own onSuccess (closing a form, leaving a deleted page) runs first.
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: financeKey }) });
}

export const useCreateInvoice = () => useFinanceMutation((body: InvoiceInput) => call(INVOICES.create, { body }));
export const useUpdateInvoice = () =>
  useFinanceMutation(({ id, input }: { id: string; input: InvoiceInput }) => call(INVOICES.replace, { params: { id }, body: input }));
export const useDeleteInvoice = () => useFinanceMutation((id: string) => call(INVOICES.remove, { params: { id } }));
export const useInvoiceFromOrders = () => useFinanceMutation((body: InvoiceFromOrdersInput) => call(INVOICES.fromOrders, { body }));
export const useIssueInvoice = () => useFinanceMutation((id: string) => call(INVOICES.issue, { params: { id } }));
export const useVoidInvoice = () =>
  useFinanceMutation(({ id, reason }: { id: string; reason: string }) => call(INVOICES.void, { params: { id }, body: { reason } }));

export const useCreatePayment = () => useFinanceMutation((body: PaymentInput) => call(PAYMENTS.create, { body }));

export const useCreateRate = () => useFinanceMutation((body: ExchangeRateInput) => call(EXCHANGE_RATES.create, { body }));
export const useUpdateRate = () =>
  useFinanceMutation(({ id, input }: { id: string; input: ExchangeRateInput }) => call(EXCHANGE_RATES.replace, { params: { id }, body: input }));
export const useDeleteRate = () => useFinanceMutation((id: string) => call(EXCHANGE_RATES.remove, { params: { id } }));
