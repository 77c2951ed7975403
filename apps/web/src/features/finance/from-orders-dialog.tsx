import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ZERO } from "@app/contract/decimal";
import { type BillableOrder, type BilledOrder, type Invoice, invoiceFromOrdersInput } from "@app/contract/schemas/finance";
import { OPERATING_CURRENCY } from "@app/contract/schemas/money";
import { uzFinance } from "../../i18n/finance.ts";
import { formatAmount } from "../../lib/format.ts";
import { useSaveForm } from "../../lib/use-save-form.ts";
import { CounterpartySelect } from "../../ui/counterparty-select.tsx";
import { CurrencySelect } from "../../ui/currency-select.tsx";
import { Field } from "../../ui/field.tsx";
import { FormDialog } from "../../ui/form-dialog.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../ui/table.tsx";
import { useBillableOrders, useInvoiceFromOrders } from "./finance-api.ts";

const t = uzFinance;
const FIELDS = ["counter_agent", "currency", "orders"] as const;

const sameOrder = (a: BilledOrder, b: BilledOrder) => a.type === b.type && a.id === b.id;
const orderName = (order: BillableOrder) => t.orderName(t.orderTypes[order.type], order.code);

/** 'Buyurtmalardan': a draft of one line per chosen order of an agent, priced at the day's rate. */
export function FromOrdersDialog({ onClose }: { onClose: (draft?: Invoice) => void }) {
  const make = useInvoiceFromOrders();
  const form = useForm({
    resolver: zodResolver(invoiceFromOrdersInput, undefined, { raw: true }),
    defaultValues: { counter_agent: "", currency: OPERATING_CURRENCY, orders: [] as BilledOrder[] },
  });
  const { errors } = form.formState;
  const [agentName, setAgentName] = useState("");
  const agent = form.watch("counter_agent");
  const chosen = form.watch("orders");
  const orders = useBillableOrders(agent);
  const save = useSaveForm({
    form,
    save: make,
    fields: FIELDS,
    savedMessage: t.created,
    onSaved: onClose,
    onClose: () => onClose(),
  });
  const choose = (next: BilledOrder[]) => form.setValue("orders", next, { shouldDirty: true, shouldValidate: true });
  const rows = orders.data?.results ?? [];
  const picked = rows.filter((row) => chosen.some((order) => sameOrder(order, row)));
  const allPicked = rows.length > 0 && picked.length === rows.length;
  const currency = orders.data?.currency ?? OPERATING_CURRENCY;
  // Summed as decimals: the figure must match the lines the server prices, cent for cent.
  const pickedTotal = picked.reduce((sum, row) => sum.plus(row.amount), ZERO).toNumber();

  return (
    <FormDialog title={t.fromOrdersTitle} description={t.fromOrdersHint} save={save}>
      <Field label={t.counterparty} error={errors.counter_agent?.message}>
        <CounterpartySelect
          value={agent}
          label={agentName}
          placeholder={t.counterpartyPlaceholder}
          onChange={({ id, name }) => {
            form.setValue("counter_agent", id, { shouldDirty: true, shouldValidate: true });
            form.setValue("orders", []);
            setAgentName(name);
          }}
        />
      </Field>
      <Field label={t.currency} error={errors.currency?.message}>
        <CurrencySelect {...form.register("currency")} />
      </Field>
      {agent && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">{t.orders}</legend>
          <ListState
            isLoading={orders.isPending}
            isError={orders.isError}
            error={orders.error}
            onRetry={() => void orders.refetch()}
            isEmpty={rows.length === 0}
            emptyText={t.noOrders}
          >
            <div className="max-h-72 overflow-y-auto">
              <Table aria-label={t.orders}>
                <THead>
                  <tr>
                    <Th className="w-10">
                      <input
                        type="checkbox"
                        aria-label={t.selectAllOrders}
                        className="size-4 accent-brand-700"
                        checked={allPicked}
                        ref={(box) => {
                          if (box) box.indeterminate = picked.length > 0 && !allPicked;
                        }}
                        onChange={() => choose(allPicked ? [] : rows.map(({ type, id }) => ({ type, id })))}
                      />
                    </Th>
                    <Th>{t.order}</Th>
                    <Th>{t.date}</Th>
                    <Th className="text-right">{t.amount}</Th>
                  </tr>
                </THead>
                <TBody>
                  {rows.map((row) => {
                    const on = picked.includes(row);
                    return (
                      <Tr key={`${row.type}:${row.id}`}>
                        <Td>
                          <input
                            type="checkbox"
                            aria-label={orderName(row)}
                            className="size-4 accent-brand-700"
                            checked={on}
                            onChange={() => choose(on ? chosen.filter((order) => !sameOrder(order, row)) : [...chosen, { type: row.type, id: row.id }])}
                          />
                        </Td>
                        <Td>
                          <div className="font-medium text-ink">{t.orderTypes[row.type]}</div>
                          <div className="text-xs text-muted">№{row.code}</div>
                        </Td>
                        <Td className="whitespace-nowrap tabular-nums">{row.date}</Td>
                        <Td className="text-right whitespace-nowrap tabular-nums">{formatAmount(row.amount, currency)}</Td>
                      </Tr>
                    );
                  })}
                </TBody>
              </Table>
            </div>
            {orders.data && orders.data.count > rows.length && <p className="text-xs text-muted">{t.newestOrders(rows.length, orders.data.count)}</p>}
            {picked.length > 0 && (
              <p role="status" className="text-sm text-ink">
                {t.chosenOrders(picked.length, formatAmount(pickedTotal, currency))}
              </p>
            )}
          </ListState>
          {errors.orders?.message && <p className="text-sm text-red-700">{errors.orders.message}</p>}
        </fieldset>
      )}
    </FormDialog>
  );
}
