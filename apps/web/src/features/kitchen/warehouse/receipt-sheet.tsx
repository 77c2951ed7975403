import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { Product } from "@app/contract/schemas/kitchen-products";
import { receiptCorrection, type Batch, type ReceiptCorrection } from "@app/contract/schemas/kitchen-warehouse";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { formatUnitPrice, withCurrency } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { sendWith, useSaveForm } from "../../../lib/use-save-form.ts";
import { DecimalInput } from "../../../ui/decimal-input.tsx";
import { Field } from "../../../ui/field.tsx";
import { FormSheet } from "../../../ui/form-sheet.tsx";
import { useProduct } from "../products/products-api.ts";
import { unitPrices } from "./unit-price.ts";
import { useCorrectReceipt } from "./warehouse-api.ts";

const t = uzKitchen.warehouse;
const FIELDS = ["gross_price", "arrived_amount"] as const;

/** The live price of one stock unit and one recipe unit, as the server will compute it. */
function UnitPricePreview({ product, grossPrice, amount }: { product: Product | undefined; grossPrice: string; amount: string }) {
  const prices = product ? unitPrices(grossPrice, amount, product.difference_measures) : null;
  const currency = useOperatingCurrency();
  return (
    <div aria-live="polite" className="rounded-xl border border-line bg-slate-50 p-4 text-sm">
      {prices && product ? (
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-muted">{withCurrency(t.unitPriceOf(product.measure_warehouse_abbreviation), currency)}</dt>
            <dd className="mt-0.5 font-medium text-ink tabular-nums">{formatUnitPrice(Number(prices.stockUnit))}</dd>
          </div>
          <div>
            <dt className="text-muted">{withCurrency(t.unitPriceOf(product.measure_abbreviation), currency)}</dt>
            <dd className="mt-0.5 text-base font-semibold text-brand-800 tabular-nums">
              {formatUnitPrice(Number(prices.recipeUnit))}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="text-muted">{t.unitPricePending}</p>
      )}
    </div>
  );
}

type ReceiptSheetProps = {
  /** The receipt to correct. */
  batch: Batch;
  onClose: () => void;
};

/**
 * Correcting a receipt nothing has been taken from yet: how much arrived in its stock unit and
 * what it cost in all; its product stays. New deliveries come through the delivery sheet.
 */
export function ReceiptSheet({ batch, onClose }: ReceiptSheetProps) {
  const currency = useOperatingCurrency();
  const correct = useCorrectReceipt();
  const product = useProduct(batch.product).data;
  const form = useForm({
    resolver: zodResolver(receiptCorrection),
    defaultValues: { arrived_amount: String(batch.arrived_amount), gross_price: String(batch.gross_price) },
  });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: sendWith(correct, (input: ReceiptCorrection) => ({ id: batch.id, input })),
    fields: FIELDS,
    savedMessage: t.corrected,
    onSaved: onClose,
    onClose,
  });
  const [amount, grossPrice] = useWatch({ control: form.control, name: ["arrived_amount", "gross_price"] });

  return (
    <FormSheet title={t.correctTitle} description={`${batch.product_name} · ${batch.created_at}`} save={save}>
      <Field
        label={t.amount}
        hint={product ? t.amountHint(product.measure_warehouse_abbreviation) : t.chooseProductFirst}
        error={errors.arrived_amount?.message}
      >
        <DecimalInput className="w-48" unit={product?.measure_warehouse_abbreviation} {...form.register("arrived_amount")} />
      </Field>
      <Field label={t.grossPrice} hint={t.grossPriceHint} error={errors.gross_price?.message}>
        <DecimalInput className="w-48" unit={currency} {...form.register("gross_price")} />
      </Field>
      <UnitPricePreview product={product} grossPrice={String(grossPrice ?? "")} amount={String(amount ?? "")} />
    </FormSheet>
  );
}
