import type { ProductInWarehouse } from "@app/contract/schemas/kitchen-products";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import type { Dec } from "@app/contract/decimal";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { formatAmount, formatQuantity } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { Button } from "../../../ui/button.tsx";
import { DecimalInput } from "../../../ui/decimal-input.tsx";
import { Field } from "../../../ui/field.tsx";
import { SearchSelect } from "../../../ui/search-select.tsx";
import { shownAmount } from "../shared/cost-math.ts";
import { useProductSearch } from "../shared/product-search.ts";
import { emptyIngredient, type DishFormOutput, type DishFormValues } from "./dish-form.ts";


const t = uzKitchen.dishes;

type DishForm = UseFormReturn<DishFormValues, unknown, DishFormOutput>;

type IngredientEditorProps = {
  form: DishForm;
  /** Each row's cost, in the rows' order (null: not known yet). */
  costs: readonly (Dec | null)[];
  /** What is on hand per product id; null when nothing is, undefined while loading. */
  stock: ReadonlyMap<string, ProductInWarehouse | null>;
};

/**
 * The dish's ingredient lines: product, quantity in its recipe unit, and the line's cost as it is
 * typed. A line already saved keeps its product (the server fixes it once the line exists); only
 * its quantity changes.
 */
export function IngredientEditor({ form, costs, stock }: IngredientEditorProps) {
  const lines = useFieldArray({ control: form.control, name: "lines" });
  const rootError = form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">{t.ingredients}</legend>
      {lines.fields.length > 0 && (
        <div className="hidden grid-cols-[minmax(0,1fr)_9rem_8rem_2.25rem] gap-3 text-xs font-semibold tracking-wide text-muted uppercase sm:grid" aria-hidden>
          <span>{t.product}</span>
          <span>{t.quantity}</span>
          <span className="text-right">{t.lineCost}</span>
          <span />
        </div>
      )}
      {lines.fields.map((field, index) => (
        <IngredientRowFields
          key={field.id}
          form={form}
          index={index}
          cost={costs[index] ?? null}
          stock={stock}
          onRemove={() => lines.remove(index)}
        />
      ))}
      {rootError && (
        <p role="alert" className="text-sm text-danger">
          {rootError}
        </p>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={() => lines.append(emptyIngredient(), { shouldFocus: false })}>
          <Plus className="size-4" aria-hidden />
          {t.addIngredient}
        </Button>
      </div>
    </fieldset>
  );
}

type RowProps = {
  form: DishForm;
  index: number;
  cost: Dec | null;
  stock: ReadonlyMap<string, ProductInWarehouse | null>;
  onRemove: () => void;
};

function IngredientRowFields({ form, index, cost, stock, onRemove }: RowProps) {
  const currency = useOperatingCurrency();
  const [search, setSearch] = useState("");
  const matches = useProductSearch(useDebouncedValue(search.trim()));
  const number = index + 1;
  const row = form.watch(`lines.${index}`);
  const errors = form.formState.errors.lines?.[index];
  const onHand = row.product ? stock.get(row.product) : undefined;
  const options = (matches.data?.results ?? []).map((product) => ({
    value: product.id,
    label: product.name,
    detail: t.productOption(product.measure_abbreviation, formatQuantity(product.stock), product.measure_warehouse_abbreviation),
  }));

  const chooseProduct = (productId: string) => {
    const product = matches.data?.results.find((found) => found.id === productId);
    if (!product) return;
    const set = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue(`lines.${index}.product`, product.id, set);
    form.setValue(`lines.${index}.productName`, product.name, set);
    form.setValue(`lines.${index}.unit`, product.measure_abbreviation, set);
  };

  return (
    <div className="grid grid-cols-1 items-start gap-3 rounded-lg border border-line p-3 sm:grid-cols-[minmax(0,1fr)_9rem_8rem_2.25rem] sm:border-0 sm:p-0">
      {row.line ? (
        <p className="flex min-h-10 items-center text-sm font-medium text-ink">
          <span className="sr-only">{t.productOf(number)}: </span>
          {row.productName}
        </p>
      ) : (
        <Field label={<span className="sm:sr-only">{t.productOf(number)}</span>} error={errors?.product?.message}>
          <SearchSelect
            options={options}
            value={row.product}
            selectedLabel={row.productName}
            onChange={(option) => chooseProduct(option.value)}
            search={search}
            onSearchChange={setSearch}
            loading={matches.isFetching}
            placeholder={t.productPlaceholder}
          />
        </Field>
      )}
      <Field label={<span className="sm:sr-only">{t.quantityOf(number)}</span>} error={errors?.count?.message}>
        <DecimalInput unit={row.unit} {...form.register(`lines.${index}.count`)} />
      </Field>
      <div className="flex flex-col text-sm sm:items-end sm:pt-2.5">
        <span className="font-medium text-ink tabular-nums">
          <span className="sm:sr-only">{t.lineCost}: </span>
          {cost === null ? uzKitchen.costs.unknown : formatAmount(shownAmount(cost) ?? 0, currency)}
        </span>
        {row.product && onHand !== undefined && (
          <span className={onHand ? "text-xs text-muted" : "text-xs text-danger"}>
            {onHand ? t.onHand(formatQuantity(Number(onHand.count)), onHand.measure) : t.noStock}
          </span>
        )}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="text-danger hover:bg-red-50 sm:mt-0.5"
        aria-label={t.removeIngredient(row.productName || String(number))}
        title={t.removeIngredient(row.productName || String(number))}
        onClick={onRemove}
      >
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </div>
  );
}
