import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { Product } from "@app/contract/schemas/kitchen-products";
import { receiptInput, type Batch, type ReceiptInput } from "@app/contract/schemas/kitchen-warehouse";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { formatQuantity, formatUnitPrice, withCurrency } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { requireChoices } from "../../../lib/require-choices.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { sendWith, useSaveForm } from "../../../lib/use-save-form.ts";
import { DecimalInput } from "../../../ui/decimal-input.tsx";
import { Field } from "../../../ui/field.tsx";
import { FormSheet } from "../../../ui/form-sheet.tsx";
import { SearchSelect } from "../../../ui/search-select.tsx";
import { useProduct } from "../products/products-api.ts";
import { useProductSearch } from "../shared/product-search.ts";
import { unitPrices } from "./unit-price.ts";
import { useCorrectReceipt, useReceive } from "./warehouse-api.ts";

const t = uzKitchen.warehouse;
const FIELDS = ["product", "gross_price", "arrived_amount"] as const;

/** The product picker: matches of what is typed, each with its section and what is in stock. */
function ProductPicker({ value, onChange }: { value: Product | null; onChange: (product: Product) => void }) {
  const [search, setSearch] = useState("");
  const found = useProductSearch(useDebouncedValue(search));
  const products = found.data?.results ?? [];
  return (
    <SearchSelect
      options={products.map((product) => ({
        value: product.id,
        label: product.name,
        detail: `${product.section_name} · ${formatQuantity(product.stock)} ${product.measure_warehouse_abbreviation}`,
      }))}
      value={value?.id ?? ""}
      selectedLabel={value?.name ?? ""}
      onChange={(option) => {
        const product = products.find((candidate) => candidate.id === option.value);
        if (product) onChange(product);
      }}
      search={search}
      onSearchChange={setSearch}
      loading={found.isFetching}
      placeholder={t.productPlaceholder}
    />
  );
}

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
  /** The receipt to correct; null receives a new delivery. */
  batch: Batch | null;
  onClose: () => void;
};

/**
 * A delivery: which product, how much of it in its stock unit, and what it cost in all. A
 * receipt nothing has been taken from yet may be corrected; its product stays.
 */
export function ReceiptSheet({ batch, onClose }: ReceiptSheetProps) {
  const receive = useReceive();
  const currency = useOperatingCurrency();
  const correct = useCorrectReceipt();
  const saved = useProduct(batch?.product ?? "");
  const [picked, setPicked] = useState<Product | null>(null);
  const product = batch ? saved.data : (picked ?? undefined);
  const form = useForm({
    resolver: requireChoices(zodResolver(receiptInput), ["product"]),
    defaultValues: {
      product: batch?.product ?? "",
      arrived_amount: batch ? String(batch.arrived_amount) : "",
      gross_price: batch ? String(batch.gross_price) : "",
    },
  });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: batch
      ? sendWith(correct, (input: ReceiptInput) => ({
          id: batch.id,
          input: { gross_price: input.gross_price, arrived_amount: input.arrived_amount },
        }))
      : receive,
    fields: FIELDS,
    savedMessage: batch ? t.corrected : t.received,
    onSaved: onClose,
    onClose,
  });
  const [amount, grossPrice] = useWatch({ control: form.control, name: ["arrived_amount", "gross_price"] });

  return (
    <FormSheet
      title={batch ? t.correctTitle : t.receiveTitle}
      description={batch ? `${batch.product_name} · ${batch.created_at}` : undefined}
      save={save}
    >
      {!batch && (
        <Field label={t.product} error={errors.product?.message}>
          <Controller
            control={form.control}
            name="product"
            render={({ field }) => (
              <ProductPicker
                value={picked}
                onChange={(chosen) => {
                  setPicked(chosen);
                  field.onChange(chosen.id);
                }}
              />
            )}
          />
        </Field>
      )}
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
