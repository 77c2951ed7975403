import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { INGREDIENTS } from "@app/contract/endpoints/kitchen-ingredients";
import type { Dish } from "@app/contract/schemas/kitchen-dishes";
import { call } from "../../../lib/api-client.ts";
import { listQuery } from "../../../lib/list-view.ts";
import type { ImageChoice } from "../../../ui/image-upload.tsx";
import { formBody } from "../shared/form-body.ts";
import { usePricedListMutation } from "../shared/kitchen-cache.ts";
import type { DishFormOutput } from "./dish-form.ts";
import type { DishListProps } from "./dishes-view.ts";
import { planIngredients } from "./ingredient-plan.ts";

export function useDishes(view: DishListProps["view"]) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [DISHES.list.path, query],
    queryFn: ({ signal }) => call(DISHES.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type DishSave = {
  /** The dish being edited; null creates one. */
  dish: Dish | null;
  values: DishFormOutput;
  image: ImageChoice;
  /** Records a line created on the way, so a retry after a refused dish does not create it twice. */
  onLineCreated: (index: number, id: string) => void;
};

/** Drops lines the dish no longer lists; one another dish still uses answers 423 and is left alone. */
async function removeLines(ids: readonly string[]) {
  await Promise.allSettled(ids.map((id) => call(INGREDIENTS.remove, { params: { id } }, { toast: false })));
}

/** Saves the ingredient lines first (the dish lists their ids), then the dish, then drops unused lines. */
async function saveDish({ dish, values, image, onLineCreated }: DishSave): Promise<Dish> {
  const plan = planIngredients(dish?.recipe_foods ?? [], values.lines);
  const ids = values.lines.map((line) => line.line);
  await Promise.all([
    ...plan.create.map(async (index) => {
      const { product, count } = values.lines[index];
      const created = await call(INGREDIENTS.create, { body: { product, count } });
      ids[index] = created.id;
      onLineCreated(index, created.id);
    }),
    ...plan.update.map(({ id, count }) => call(INGREDIENTS.update, { params: { id }, body: { count } })),
  ]);
  const body = formBody({ name: values.name, section: values.section, profit: values.profit, recipes_id: ids }, image);
  const saved = dish
    ? await call(DISHES.update, { params: { id: dish.id }, body })
    : await call(DISHES.create, { body });
  await removeLines(plan.remove);
  return saved;
}

export const useSaveDish = () => usePricedListMutation(saveDish);

/** Deletes the dish, then its ingredient lines, which nothing else lists. */
export const useDeleteDish = () =>
  usePricedListMutation(async (id: string) => {
    const { recipes: lineIds } = await call(DISHES.get, { params: { id } });
    await call(DISHES.remove, { params: { id } });
    await removeLines(lineIds);
  });
