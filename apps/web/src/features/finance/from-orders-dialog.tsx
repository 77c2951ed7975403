import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type BilledOrder, type Invoice, invoiceFromOrdersInput } from "@app/contract/schemas/finance";
import { OPERATING_CURRENCY } from "@app/contract/schemas/money";
import { uzFinance } from "../../i18n/finance.ts";
import { formatAmount } from "../../lib/format.ts";
import { useSaveForm } from "../../lib/use-save-form.ts";
import { CounterpartySelect } from "../../ui/counterparty-select.tsx";
import { CurrencySelect } from "../../ui/currency-select.tsx";
import { Field } from "../../ui/field.tsx";
import { FormDialog } from "../../ui/form-dialog.tsx";
import { useAgentFoodOrders, useInvoiceFromOrders } from "./finance-api.ts";

const t = uzFinance;
const FIELDS = ["counter_agent", "currency", "orders"] as const;

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
  const orders = useAgentFoodOrders(agent);
  const save = useSaveForm({
    form,
    save: make,
    fields: FIELDS,
    savedMessage: t.created,
    onSaved: onClose,
    onClose: () => onClose(),
  });
  const toggle = (id: string, on: boolean) =>
    form.setValue("orders", on ? [...chosen, { type: "food_order", id }] : chosen.filter((order) => order.id !== id), {
      shouldDirty: true,
      shouldValidate: true,
    });

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
        <fieldset className="flex max-h-72 flex-col gap-2 overflow-y-auto">
          <legend className="mb-1 text-sm font-semibold text-ink">{t.orders}</legend>
          {orders.data?.results.length === 0 && <p className="text-sm text-muted">{t.noOrders}</p>}
          {orders.data?.results.map((order) => (
            <label key={order.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={chosen.some((item) => item.id === order.id)}
                onChange={(event) => toggle(order.id, event.target.checked)}
              />
              {t.order(order.food_order_id, formatAmount(order.total_price, OPERATING_CURRENCY))}
            </label>
          ))}
          {errors.orders?.message && <p className="text-sm text-red-700">{errors.orders.message}</p>}
        </fieldset>
      )}
    </FormDialog>
  );
}
