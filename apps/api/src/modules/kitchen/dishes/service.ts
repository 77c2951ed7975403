import { eq, inArray } from "drizzle-orm";
import type { Dish, DishInput, DishPatch } from "@app/contract/schemas/kitchen-dishes";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { dishIngredients, dishSections, dishes, ingredients } from "../../../db/schema/index.ts";
import { invalid, notFound } from "../../../http/errors.ts";
import type { ImageChange } from "../../../http/upload.ts";
import { type MediaUrl, removeImage, withImage } from "../../media/storage.ts";
import { nameKey, uniqueName, unlessReferenced } from "../shared/names.ts";
import { DISH_NOT_FOUND, getDish } from "./read.ts";
import { stockDay } from "../stock/fefo.ts";

const DUPLICATE = "Bu nomdagi taom allaqachon mavjud";
const REFERENCED = "Taom menyularda yoki buyurtmalarda ishlatilgan, uni o'chirib bo'lmaydi";
const SECTION_MISSING = "Faol taom bo'limi tanlanishi kerak";
const LINES_MISSING = "Ba'zi ingredientlar topilmadi";

/** A dish belongs to an active dish section. */
async function checkSection(tx: Tx, sectionId: string | undefined) {
  if (!sectionId) return;
  const [section] = await tx
    .select({ status: dishSections.status })
    .from(dishSections)
    .where(eq(dishSections.id, sectionId))
    .for("share");
  if (!section?.status) throw invalid({ section: [SECTION_MISSING] }, SECTION_MISSING);
}

/** Replaces the dish's ingredient lines; every id must name an existing line. */
async function setLines(tx: Tx, dishId: string, lineIds: string[] | undefined) {
  if (!lineIds) return;
  const unique = [...new Set(lineIds)];
  const found = await tx
    .select({ id: ingredients.id })
    .from(ingredients)
    .where(inArray(ingredients.id, unique))
    .for("share");
  if (found.length !== unique.length) throw invalid({ recipes_id: [LINES_MISSING] }, LINES_MISSING);
  await tx.delete(dishIngredients).where(eq(dishIngredients.dishId, dishId));
  await tx.insert(dishIngredients).values(unique.map((ingredientId) => ({ dishId, ingredientId })));
}

export async function createDish(ctx: AppContext, input: DishInput, image: ImageChange, url: MediaUrl): Promise<Dish> {
  return withImage(ctx.db, image, async (tx, stored) => {
    await checkSection(tx, input.section);
    const [row] = await uniqueName(DUPLICATE, () =>
      tx
        .insert(dishes)
        .values({
          name: input.name,
          nameKey: nameKey(input.name),
          sectionId: input.section,
          profit: input.profit,
          image: stored ?? null,
          createdAt: ctx.now(),
          updatedAt: ctx.now(),
        })
        .returning({ id: dishes.id }),
    );
    await setLines(tx, row.id, input.recipes_id);
    return { result: await getDish(tx, row.id, url, stockDay(ctx)), previous: null };
  });
}

export async function updateDish(
  ctx: AppContext,
  id: string,
  input: DishPatch,
  image: ImageChange,
  url: MediaUrl,
): Promise<Dish> {
  return withImage(ctx.db, image, async (tx, stored) => {
    const [current] = await tx.select({ image: dishes.image }).from(dishes).where(eq(dishes.id, id)).for("update");
    if (!current) throw notFound(DISH_NOT_FOUND);
    await checkSection(tx, input.section);
    await uniqueName(DUPLICATE, () =>
      tx
        .update(dishes)
        .set({
          name: input.name,
          nameKey: input.name === undefined ? undefined : nameKey(input.name),
          sectionId: input.section,
          profit: input.profit,
          image: stored,
          updatedAt: ctx.now(),
        })
        .where(eq(dishes.id, id)),
    );
    await setLines(tx, id, input.recipes_id);
    return { result: await getDish(tx, id, url, stockDay(ctx)), previous: current.image };
  });
}

export async function deleteDish(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await unlessReferenced(REFERENCED, () =>
      tx.delete(dishes).where(eq(dishes.id, id)).returning({ image: dishes.image }),
    );
    if (!deleted) throw notFound(DISH_NOT_FOUND);
    await removeImage(tx, deleted.image);
  });
}
