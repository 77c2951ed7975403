import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Controller, useFieldArray, useForm, useWatch, type Path } from "react-hook-form";
import type { Product } from "@app/contract/schemas/kitchen-products";
import { deliveryInput, type DeliveryInput, type DeliveryResult } from "@app/contract/schemas/kitchen-warehouse";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { formatUnitPrice, withCurrency } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { requireChoices } from "../../../lib/require-choices.ts";
import { notifyWarning } from "../../../lib/toast.ts";
import { useSaveForm } from "../../../lib/use-save-form.ts";
import { Button } from "../../../ui/button.tsx";
import { CounterpartySelect } from "../../../ui/counterparty-select.tsx";
import { DecimalInput } from "../../../ui/decimal-input.tsx";
import { Field } from "../../../ui/field.tsx";
import { FormSheet } from "../../../ui/form-sheet.tsx";
import { Input } from "../../../ui/input.tsx";
import { WireDateInput } from "../../../ui/wire-date-input.tsx";
import { ProductPicker } from "./product-picker.tsx";
import { unitPrices } from "./unit-price.ts";
import { useReceiveDelivery } from "./warehouse-api.ts";

const t = uzKitchen.warehouse;

type LineValues = { product: string; arrived_amount: string; gross_price: string; expiry_date: string | null; lot: string };
type DeliveryValues = { supplier: string; invoice_number: string; invoice_date: string | null; lines: LineValues[] };

const emptyLine = (): LineValues => ({ product: "", arrived_amount: "", gross_price: "", expiry_date: null, lot: "" });
const LINE_FIELDS = ["product", "arrived_amount", "gross_price", "expiry_date", "lot"] as const;

/** Every field the server's messages may name, the lines' by index (`lines.2.product`). */
const fieldsFor = (lines: number): Path<DeliveryValues>[] => [
  "supplier",
  "invoice_number",
  "invoice_date",
  "lines",
  ...Array.from({ length: lines }, (_, index) => LINE_FIELDS.map((field) => `lines.${index}.${field}` as Path<DeliveryValues>)).flat(),
];

/** Tells what was received already expired: accepted, but to be written off. */
function warnExpired(result: DeliveryResult) {
  for (const warning of result.warnings) {
    const line = warning.line ?? 0;
    notifyWarning(t.expiredLine(line + 1, result.batches[line]?.expiry_date ?? ""));
  }
}

type DeliverySheetProps = { onClose: () => void };

/**
 * A delivery as it arrives: the supplier, the invoice's number and date once, then a line per
 * product with its amount in the stock unit, what the line cost in all, its expiry and lot.
 * Saved in one call, all lines or none; a refused line shows its message under its own field.
 */
export function DeliverySheet({ onClose }: DeliverySheetProps) {
  const receive = useReceiveDelivery();
  const [supplierName, setSupplierName] = useState("");
  const [products, setProducts] = useState<Record<string, Product>>({});
  const form = useForm<DeliveryValues, unknown, DeliveryInput>({
    resolver: requireChoices(zodResolver(deliveryInput), ["supplier"]) as never,
    defaultValues: { supplier: "", invoice_number: "", invoice_date: null, lines: [emptyLine()] },
  });
  const lines = useFieldArray({ control: form.control, name: "lines" });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: receive,
    fields: fieldsFor(lines.fields.length),
    savedMessage: (result) => t.deliverySaved(result.batches.length),
    onSaved: (result) => {
      warnExpired(result);
      onClose();
    },
    onClose,
  });

  return (
    <FormSheet title={t.receiveTitle} size="wide" sections save={save}>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <Field label={t.supplier} error={errors.supplier?.message}>
          <Controller
            control={form.control}
            name="supplier"
            render={({ field }) => (
              <CounterpartySelect
                value={field.value}
                label={supplierName}
                placeholder={t.supplierPlaceholder}
                onChange={(agent) => {
                  setSupplierName(agent.name);
                  field.onChange(agent.id);
                }}
              />
            )}
          />
        </Field>
        <Field label={t.invoiceNumber} error={errors.invoice_number?.message}>
          <Input autoComplete="off" {...form.register("invoice_number")} />
        </Field>
        <Field label={t.invoiceDate} error={errors.invoice_date?.message}>
          <Controller
            control={form.control}
            name="invoice_date"
            render={({ field }) => (
              <WireDateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} />
            )}
          />
        </Field>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-sm font-medium text-ink">{t.lines}</legend>
        {errors.lines?.message && <p className="text-sm text-danger">{errors.lines.message}</p>}
        {lines.fields.map((line, index) => (
          <DeliveryLineFields
            key={line.id}
            form={form}
            index={index}
            product={products[line.id]}
            onProduct={(product) => setProducts((current) => ({ ...current, [line.id]: product }))}
            onRemove={lines.fields.length > 1 ? () => lines.remove(index) : undefined}
          />
        ))}
        <div>
          <Button type="button" variant="secondary" onClick={() => lines.append(emptyLine())}>
            <Plus className="size-4" aria-hidden />
            {t.addLine}
          </Button>
        </div>
      </fieldset>
    </FormSheet>
  );
}

type DeliveryLineProps = {
  form: ReturnType<typeof useForm<DeliveryValues, unknown, DeliveryInput>>;
  index: number;
  product: Product | undefined;
  onProduct: (product: Product) => void;
  /** Absent while this is the only line. */
  onRemove?: () => void;
};

/** One line: product, amount in its stock unit, the line's total, and what one stock unit costs. */
function DeliveryLineFields({ form, index, product, onProduct, onRemove }: DeliveryLineProps) {
  const currency = useOperatingCurrency();
  const errors = form.formState.errors.lines?.[index];
  const [amount, grossPrice] = useWatch({ control: form.control, name: [`lines.${index}.arrived_amount`, `lines.${index}.gross_price`] });
  const prices = product ? unitPrices(grossPrice ?? "", amount ?? "", product.difference_measures) : null;
  return (
    <div role="group" aria-label={t.line(index + 1)} className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-6">
      <div className="sm:col-span-3">
        <Field label={t.product} error={errors?.product?.message}>
          <Controller
            control={form.control}
            name={`lines.${index}.product`}
            render={({ field }) => (
              <ProductPicker
                value={product ?? null}
                onChange={(chosen) => {
                  onProduct(chosen);
                  field.onChange(chosen.id);
                }}
              />
            )}
          />
        </Field>
      </div>
      <Field label={t.amount} error={errors?.arrived_amount?.message}>
        <DecimalInput unit={product?.measure_warehouse_abbreviation} {...form.register(`lines.${index}.arrived_amount`)} />
      </Field>
      <Field label={withCurrency(t.linePrice, currency)} error={errors?.gross_price?.message}>
        <DecimalInput {...form.register(`lines.${index}.gross_price`)} />
      </Field>
      <div className="flex items-end justify-end">
        {onRemove && (
          <Button type="button" variant="ghost" size="icon" aria-label={t.removeLine(index + 1)} onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden />
          </Button>
        )}
      </div>
      <div className="sm:col-span-2">
        <Field label={t.expiry} error={errors?.expiry_date?.message}>
          <Controller
            control={form.control}
            name={`lines.${index}.expiry_date`}
            render={({ field }) => (
              <WireDateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} />
            )}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field label={t.lot} error={errors?.lot?.message}>
          <Input autoComplete="off" {...form.register(`lines.${index}.lot`)} />
        </Field>
      </div>
      <p aria-live="polite" className="self-end pb-2 text-sm text-muted tabular-nums sm:col-span-2">
        {prices && product
          ? `${withCurrency(t.unitPriceOf(product.measure_warehouse_abbreviation), currency)}: ${formatUnitPrice(Number(prices.stockUnit))}`
          : t.unitPricePending}
      </p>
    </div>
  );
}
