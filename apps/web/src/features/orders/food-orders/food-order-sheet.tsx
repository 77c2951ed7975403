import { zodResolver } from "@hookform/resolvers/zod";
import { businessDateOf, formatWireDate } from "@app/contract/dates";
import { PRODUCT_TYPE_LABELS, type FoodOrder } from "@app/contract/schemas/kitchen-food-orders";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { readDecimal } from "@app/contract/decimal";
import { orderTotal } from "@app/contract/formulas/price";
import { uzFoodOrders } from "../../../i18n/orders.ts";
import { formatAmount } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { sendWith, useSaveForm } from "../../../lib/use-save-form.ts";
import { Badge } from "../../../ui/badge.tsx";
import { CounterpartySelect } from "../../../ui/counterparty-select.tsx";
import { Field } from "../../../ui/field.tsx";
import { FormSheet } from "../../../ui/form-sheet.tsx";
import { Input } from "../../../ui/input.tsx";
import { Segmented } from "../../../ui/segmented.tsx";
import { ShortageTable, type ShortageRow } from "../../../ui/shortage-table.tsx";
import { WireDateInput } from "../../../ui/wire-date-input.tsx";
import { useCreateFoodOrder } from "./food-orders-api.ts";
import { ItemSelect, type OrderItem } from "./item-select.tsx";
import { orderBody, orderForm, PRODUCT_TYPE_IDS, type OrderFormValues, type ProductTypeValue } from "./order-form.ts";
import { shortageOf } from "./shortage.ts";

const t = uzFoodOrders;
const FIELDS = ["counter_agent", "product_count", "order_time", "address"] as const;
const typeOptions = PRODUCT_TYPE_IDS.map((id) => ({ value: id, label: PRODUCT_TYPE_LABELS[Number(id) as 0 | 1 | 2] }));

const defaultValues: OrderFormValues = {
  counter_agent: "",
  product_type: "0",
  item: "",
  product_count: "1",
  order_time: null,
  address: "",
};

/** The server's refusal for lack of stock, kept with what it was asked, so it hides once the order changes. */
type Refusal = { item: string; portions: string; rows: ShortageRow[] };

/** The price of `portions` portions; null until both are known. */
function totalOf(item: OrderItem | null, portions: string): number | null {
  const count = readDecimal(portions);
  if (!item?.priced || !count) return null;
  return orderTotal(item.gross_price, count).toNumber();
}

/**
 * 'Yangi ovqat buyurtmasi': counterparty, a dish, menu or ration, portions, date and address.
 * The price and whether one portion is in stock show before saving; if the stock cannot cover
 * all portions, the server refuses and its shortfall per product is shown as a table.
 */
export function FoodOrderSheet({ onClose }: { onClose: () => void }) {
  const currency = useOperatingCurrency();
  const create = useCreateFoodOrder();
  const [counterparty, setCounterparty] = useState("");
  const [item, setItem] = useState<OrderItem | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const form = useForm({ resolver: zodResolver(orderForm), defaultValues });
  const { errors } = form.formState;
  const productType = form.watch("product_type");
  const portions = String(form.watch("product_count") ?? "");
  const save = useSaveForm({
    form,
    save: sendWith(create, orderBody),
    fields: FIELDS,
    // The chosen dish, menu or ration is refused under the name of its kind.
    renamed: { food: "item", menu: "item", recipe: "item" },
    savedMessage: (order: FoodOrder) => t.created(order.food_order_id),
    onSaved: onClose,
    onClose,
    onFailed: (error) => setRefusal({ item: form.getValues("item"), portions, rows: shortageOf(error) }),
  });
  const total = totalOf(item, portions);
  const refused = refusal && refusal.item === item?.id && refusal.portions === portions ? refusal.rows : [];
  const set = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  const chooseType = (type: ProductTypeValue) => {
    form.setValue("product_type", type, set);
    form.setValue("item", "", set);
    setItem(null);
  };

  return (
    <FormSheet size="wide" title={t.add} save={save}>
      <Field label={t.counterparty} error={errors.counter_agent?.message}>
        <CounterpartySelect
          value={form.watch("counter_agent")}
          label={counterparty}
          placeholder={t.counterpartyPlaceholder}
          onChange={({ id, name }) => {
            form.setValue("counter_agent", id, set);
            setCounterparty(name);
          }}
        />
      </Field>
      <Segmented
        legend={t.productType}
        options={typeOptions}
        value={productType}
        onChange={(value) => chooseType(value as ProductTypeValue)}
      />
      <Field label={t.item} error={errors.item?.message}>
        <ItemSelect
          key={productType}
          productType={productType}
          value={item}
          onChange={(chosen) => {
            form.setValue("item", chosen.id, set);
            setItem(chosen);
          }}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t.portions} error={errors.product_count?.message}>
          <Input inputMode="numeric" autoComplete="off" {...form.register("product_count")} />
        </Field>
        {productType !== "0" && (
          <Field label={t.startDate} hint={t.startDateHint} error={errors.order_time?.message}>
            <Controller
              control={form.control}
              name="order_time"
              render={({ field }) => (
                <WireDateInput
                  value={field.value}
                  onChange={field.onChange}
                  min={formatWireDate(businessDateOf(new Date()))}
                />
              )}
            />
          </Field>
        )}
      </div>
      <Field label={t.address} error={errors.address?.message}>
        <Input autoComplete="off" {...form.register("address")} />
      </Field>
      <section aria-label={t.summary} className="flex flex-col gap-3 rounded-xl border border-line bg-slate-50 p-4">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted">{t.price}</dt>
            <dd className="mt-0.5 font-medium text-ink tabular-nums">
              {item?.priced ? formatAmount(item.gross_price, currency) : t.unknown}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t.total}</dt>
            <dd className="mt-0.5 text-base font-semibold text-brand-800 tabular-nums">
              {total === null ? t.unknown : formatAmount(total, currency)}
            </dd>
          </div>
        </dl>
        {item && (
          <div>
            <Badge tone={item.status ? "success" : "danger"}>{item.status ? t.portionInStock : t.portionShort}</Badge>
          </div>
        )}
        <p className="text-xs text-muted">{t.summaryHint}</p>
      </section>
      {item && (
        <ShortageTable
          title={t.missingTitle}
          rows={Object.entries(item.missing_products).map(([name, { measure: unit, missing }]) => ({ name, amount: missing, unit }))}
        />
      )}
      <ShortageTable title={t.refusedTitle(portions)} rows={refused} />
    </FormSheet>
  );
}
