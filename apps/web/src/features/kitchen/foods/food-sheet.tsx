import { zodResolver } from "@hookform/resolvers/zod";
import { useQueries } from "@tanstack/react-query";
import { PATHS } from "@app/contract/routes";
import type { CatalogItem } from "@app/contract/schemas/kitchen-sections";
import type { Food } from "@app/contract/schemas/kitchen-dishes";
import type { ProductInWarehouse } from "@app/contract/schemas/kitchen-products";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { uz } from "../../../i18n/uz.ts";
import { fieldErrorsOf } from "../../../lib/api-error.ts";
import { parseDecimal } from "../../../lib/decimal.ts";
import { showServerErrors } from "../../../lib/form-errors.ts";
import { notifySuccess } from "../../../lib/toast.ts";
import { useCloseGuard } from "../../../lib/use-close-guard.tsx";
import { useOptions } from "../../../lib/use-options.ts";
import { DecimalInput } from "../../../ui/decimal-input.tsx";
import { Field } from "../../../ui/field.tsx";
import { FormActions } from "../../../ui/form-actions.tsx";
import { ImageUpload, type ImageChoice } from "../../../ui/image-upload.tsx";
import { Input } from "../../../ui/input.tsx";
import { Select } from "../../../ui/select.tsx";
import { Sheet } from "../../../ui/sheet.tsx";
import { grossPrice, shownAmount, totalCost } from "../shared/cost-math.ts";
import { CostSummary } from "../shared/cost-summary.tsx";
import { productInWarehouseQuery } from "../shared/product-search.ts";
import { foodForm, type FoodFormValues } from "./food-form.ts";
import { useSaveFood } from "./foods-api.ts";
import { lineCost } from "./ingredient-cost.ts";
import { IngredientEditor } from "./ingredient-editor.tsx";

const t = uz.kitchen.foods;
const FIELDS = ["name", "section", "profit"] as const;

type FoodSheetProps = {
  /** The dish to edit; null opens the empty 'Yangi taom' form. */
  food: Food | null;
  onClose: () => void;
  /** Called with the server's answer, so its own numbers can be shown next. */
  onSaved: (food: Food) => void;
};

function defaultsOf(food: Food | null): FoodFormValues {
  return {
    name: food?.name ?? "",
    section: food?.section ?? "",
    profit: food ? String(food.profit) : "",
    lines: (food?.recipe_foods ?? []).map((line) => ({
      line: line.id,
      product: line.product,
      productName: line.product_name,
      measure: line.measure,
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
export function FoodSheet({ food, onClose, onSaved }: FoodSheetProps) {
  const save = useSaveFood();
  const [image, setImage] = useState<ImageChoice>("keep");
  const [imageError, setImageError] = useState<string>();
  const form = useForm({ resolver: zodResolver(foodForm), defaultValues: defaultsOf(food) });
  const { errors, isDirty } = form.formState;
  const guard = useCloseGuard((isDirty || image !== "keep") && !save.isSuccess, onClose);
  const sections = useOptions<CatalogItem>(PATHS.foodSections.list, (section) => ({ value: section.id, label: section.name }), {
    status: "true",
  });
  const sectionOptions =
    food && !sections.options.some((option) => option.value === food.section)
      ? [{ value: food.section, label: food.section_name }, ...sections.options]
      : sections.options;

  const saved = useMemo(() => new Map((food?.recipe_foods ?? []).map((line) => [line.id, line])), [food]);
  const lines = form.watch("lines");
  const profit = String(form.watch("profit") ?? "");
  const productIds = [...new Set(lines.map((line) => line.product).filter(Boolean))];
  const stock = useStockOf(productIds);
  const costs = lines.map((line) => lineCost(saved.get(line.line), String(line.count ?? ""), stock.get(line.product)?.price ?? null));
  const net = lines.length ? totalCost(costs) : null;

  const submit = form.handleSubmit((values) => {
    setImageError(undefined);
    const onLineCreated = (index: number, id: string) => form.setValue(`lines.${index}.line`, id);
    save.mutate(
      { food, values, image, onLineCreated },
      {
        onSuccess: (result) => {
          notifySuccess(food ? t.updated : t.created);
          onSaved(result);
        },
        onError: (error) => {
          showServerErrors(error, form.setError, FIELDS);
          const server = fieldErrorsOf(error);
          if (server.recipes_id) form.setError("lines", { type: "server", message: server.recipes_id });
          setImageError(server.image);
        },
      },
    );
  });

  return (
    <Sheet
      open
      size="wide"
      onOpenChange={(open) => !open && guard.requestClose()}
      title={food ? t.editTitle : t.add}
      description={food?.name}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
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
          current={food?.image ?? null}
          value={image}
          onChange={setImage}
          error={imageError}
        />
        <IngredientEditor form={form} costs={costs} stock={stock} />
        <Field label={t.profit} hint={t.profitHint} error={errors.profit?.message} className="sm:max-w-xs">
          <DecimalInput {...form.register("profit")} />
        </Field>
        <section aria-label={t.costTitle} className="flex flex-col gap-2">
          <h3 className="text-sm font-medium text-ink">{t.costTitle}</h3>
          <CostSummary
            net={shownAmount(net)}
            profit={shownAmount(parseDecimal(profit))}
            gross={shownAmount(grossPrice(net, profit))}
            note={t.previewHint}
          />
        </section>
        <FormActions onCancel={guard.requestClose} saving={save.isPending} />
      </form>
      {guard.dialog}
    </Sheet>
  );
}
