import { zodResolver } from "@hookform/resolvers/zod";
import { useQueries } from "@tanstack/react-query";
import { DISH_SECTIONS } from "@app/contract/endpoints/kitchen-catalogs";
import type { Dish } from "@app/contract/schemas/kitchen-dishes";
import type { ProductInWarehouse } from "@app/contract/schemas/kitchen-products";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { fieldErrorsOf } from "../../../lib/api-error.ts";
import { useOptions } from "../../../lib/use-options.ts";
import { sendWith, useSaveForm } from "../../../lib/use-save-form.ts";
import { Field } from "../../../ui/field.tsx";
import { ImageUpload, type ImageChoice } from "../../../ui/image-upload.tsx";
import { Input } from "../../../ui/input.tsx";
import { Select } from "../../../ui/select.tsx";
import { CostFormSheet } from "../shared/cost-form-sheet.tsx";
import { totalCost } from "../shared/cost-math.ts";
import { productInWarehouseQuery } from "../shared/product-search.ts";
import type { FormPanelProps } from "../shared/use-item-panels.ts";
import { dishForm, type DishFormOutput, type DishFormValues } from "./dish-form.ts";
import { useSaveDish } from "./dishes-api.ts";
import { lineCost } from "./ingredient-cost.ts";
import { IngredientEditor } from "./ingredient-editor.tsx";

const t = uzKitchen.dishes;
const FIELDS = ["name", "section", "profit"] as const;

function defaultsOf(dish: Dish | null): DishFormValues {
  return {
    name: dish?.name ?? "",
    section: dish?.section ?? "",
    profit: dish ? String(dish.profit) : "",
    lines: (dish?.recipe_foods ?? []).map((line) => ({
      line: line.id,
      product: line.product,
      productName: line.product_name,
      unit: line.measure,
      count: String(line.count),
    })),
  };
}

/** The stock of each chosen product, for the live estimate; a product still loading is left out. */
function useStockOf(productIds: readonly string[]) {
  return useQueries({
    queries: productIds.map((id) => productInWarehouseQuery(id)),
    combine: (results) => {
      const stock = new Map<string, ProductInWarehouse | null>();
      results.forEach((result, index) => {
        if (result.data !== undefined) stock.set(productIds[index], result.data);
      });
      return stock;
    },
  });
}

/** Create and edit a dish: its fields, image and ingredient lines, with the cost estimated as it is typed. */
export function DishSheet({ item: dish, onClose, onSaved }: FormPanelProps<Dish>) {
  const saveDish = useSaveDish();
  const [image, setImage] = useState<ImageChoice>("keep");
  const form = useForm({ resolver: zodResolver(dishForm), defaultValues: defaultsOf(dish) });
  const { errors } = form.formState;
  const onLineCreated = (index: number, id: string) => form.setValue(`lines.${index}.line`, id);
  const save = useSaveForm({
    form,
    save: sendWith(saveDish, (values: DishFormOutput) => ({ dish, values, image, onLineCreated })),
    fields: FIELDS,
    renamed: { recipes_id: "lines" },
    savedMessage: dish ? t.updated : t.created,
    onSaved,
    onClose,
    changed: image !== "keep",
  });
  const sections = useOptions(DISH_SECTIONS.list, (section) => ({ value: section.id, label: section.name }), {
    status: "true",
  });
  const sectionOptions =
    dish && !sections.options.some((option) => option.value === dish.section)
      ? [{ value: dish.section, label: dish.section_name }, ...sections.options]
      : sections.options;

  const saved = useMemo(() => new Map((dish?.recipe_foods ?? []).map((line) => [line.id, line])), [dish]);
  const lines = form.watch("lines");
  const productIds = [...new Set(lines.map((line) => line.product).filter(Boolean))];
  const stock = useStockOf(productIds);
  const costs = lines.map((line) => lineCost(saved.get(line.line), String(line.count ?? ""), stock.get(line.product)?.price ?? null));

  return (
    <CostFormSheet item={dish} journal="foods" texts={t} size="wide" save={save} form={form} net={lines.length ? totalCost(costs) : null}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t.name} error={errors.name?.message}>
          <Input autoComplete="off" {...form.register("name")} />
        </Field>
        <Field label={t.section} error={errors.section?.message}>
          <Select options={sectionOptions} placeholder={t.sectionPlaceholder} {...form.register("section")} />
        </Field>
      </div>
      <ImageUpload
        label={t.image}
        current={dish?.image ?? null}
        value={image}
        onChange={setImage}
        error={fieldErrorsOf(saveDish.error).image}
      />
      <IngredientEditor form={form} costs={costs} stock={stock} />
    </CostFormSheet>
  );
}
