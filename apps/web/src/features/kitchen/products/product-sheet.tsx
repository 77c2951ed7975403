import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { productInput, type Product, type ProductInput } from "@app/contract/schemas/kitchen-products";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { fieldErrorsOf } from "../../../lib/api-error.ts";
import { requireChoices } from "../../../lib/require-choices.ts";
import { sendWith, useSaveForm } from "../../../lib/use-save-form.ts";
import { DecimalInput } from "../../../ui/decimal-input.tsx";
import { Field } from "../../../ui/field.tsx";
import { FormSheet } from "../../../ui/form-sheet.tsx";
import { ImageUpload, type ImageChoice } from "../../../ui/image-upload.tsx";
import { Input } from "../../../ui/input.tsx";
import { Select, type SelectOption } from "../../../ui/select.tsx";
import { useSectionOptions } from "../product-sections/sections-api.ts";
import { useUnitOptions } from "../units/units-api.ts";
import { factorExplanation } from "./factor.ts";
import { useCreateProduct, useUpdateProduct } from "./products-api.ts";
import { RecordHistory } from "../../../ui/record-history.tsx";

const t = uzKitchen.products;
const FIELDS = ["name", "section", "measure", "measure_warehouse", "difference_measures", "min_stock"] as const;

/** The active choices, plus the saved one when it has since been switched off. */
function withSaved(options: readonly SelectOption[], saved: SelectOption | null): readonly SelectOption[] {
  return saved && !options.some((option) => option.value === saved.value) ? [saved, ...options] : options;
}

type ProductSheetProps = {
  /** The product to edit; null opens the empty form. */
  product: Product | null;
  onClose: () => void;
};

/** Create and edit of a product: its section, its two units and the factor between them, the minimum and the image. */
export function ProductSheet({ product, onClose }: ProductSheetProps) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const saving = product ? update : create;
  const sections = useSectionOptions({ active: true });
  const units = useUnitOptions({ active: true });
  const [image, setImage] = useState<ImageChoice>("keep");
  const form = useForm({
    resolver: requireChoices(zodResolver(productInput), ["section", "measure", "measure_warehouse"]),
    defaultValues: {
      name: product?.name ?? "",
      section: product?.section ?? "",
      measure: product?.measure ?? "",
      measure_warehouse: product?.measure_warehouse ?? "",
      difference_measures: product ? String(product.difference_measures) : "",
      min_stock: product ? String(product.min_stock) : "0",
    },
  });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: product
      ? sendWith(update, (input: ProductInput) => ({ id: product.id, input, image }))
      : sendWith(create, (input: ProductInput) => ({ input, image })),
    fields: FIELDS,
    savedMessage: product ? t.updated : t.created,
    onSaved: onClose,
    onClose,
    changed: image !== "keep",
  });
  const [unit, stockUnit, factor] = useWatch({
    control: form.control,
    name: ["measure", "measure_warehouse", "difference_measures"],
  });

  const abbreviationOf = (id: string) =>
    units.data?.results.find((unit) => unit.id === id)?.abbreviation ??
    (id === product?.measure ? product.measure_abbreviation : undefined) ??
    (id === product?.measure_warehouse ? product.measure_warehouse_abbreviation : undefined);
  const explanation = factorExplanation(abbreviationOf(stockUnit), String(factor ?? ""), abbreviationOf(unit));
  const unitOptions = (id: string | undefined, label: string | undefined) =>
    withSaved(units.options, id && label ? { value: id, label } : null);

  return (
    <FormSheet title={product ? t.editTitle : t.add} description={product?.name} save={save} after={product && <RecordHistory entity="products" id={product.id} />}>
      <ImageUpload
        label={t.image}
        current={product?.image ?? null}
        value={image}
        onChange={(choice) => {
          setImage(choice);
          saving.reset();
        }}
        error={fieldErrorsOf(saving.error).image}
      />
      <Field label={t.name} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register("name")} />
      </Field>
      <Field label={t.section} error={errors.section?.message}>
        <Select
          placeholder={t.sectionPlaceholder}
          options={withSaved(sections.options, product ? { value: product.section, label: product.section_name } : null)}
          {...form.register("section")}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t.stockUnit} hint={t.stockUnitHint} error={errors.measure_warehouse?.message}>
          <Select
            placeholder={t.unitPlaceholder}
            options={unitOptions(product?.measure_warehouse, product?.measure_warehouse_abbreviation)}
            {...form.register("measure_warehouse")}
          />
        </Field>
        <Field label={t.recipeUnit} hint={t.recipeUnitHint} error={errors.measure?.message}>
          <Select
            placeholder={t.unitPlaceholder}
            options={unitOptions(product?.measure, product?.measure_abbreviation)}
            {...form.register("measure")}
          />
        </Field>
      </div>
      <div className="flex flex-col gap-2">
        <Field label={t.factor} hint={t.factorHint} error={errors.difference_measures?.message}>
          <DecimalInput className="w-40" {...form.register("difference_measures")} />
        </Field>
        <p aria-live="polite" className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900 empty:hidden">
          {explanation}
        </p>
      </div>
      <Field label={t.minStock} hint={t.minStockHint} error={errors.min_stock?.message}>
        <DecimalInput className="w-40" unit={abbreviationOf(stockUnit)} {...form.register("min_stock")} />
      </Field>
    </FormSheet>
  );
}
