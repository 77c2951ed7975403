import { eq, inArray } from "drizzle-orm";
import type { Food, FoodInput, FoodPatch } from "@app/contract/schemas/kitchen-dishes";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { foodRecipeFoods, foodSections, foods, recipeFoods } from "../../../db/schema/index.ts";
import { invalid, notFound } from "../../../http/errors.ts";
import type { ImageChange } from "../../../http/upload.ts";
import { type MediaUrl, removeImage, withImage } from "../../media/storage.ts";
import { nameKey, uniqueName, unlessReferenced } from "../shared/names.ts";
import { FOOD_NOT_FOUND, getFood } from "./read.ts";

const DUPLICATE = "Bu nomdagi taom allaqachon mavjud";
const REFERENCED = "Taom menyularda yoki buyurtmalarda ishlatilgan, uni o'chirib bo'lmaydi";
const SECTION_MISSING = "Faol taom bo'limi tanlanishi kerak";
const LINES_MISSING = "Ba'zi ingredientlar topilmadi";

/** A dish belongs to an active dish section. */
async function checkSection(tx: Tx, sectionId: string | undefined) {
  if (!sectionId) return;
  const [section] = await tx
    .select({ status: foodSections.status })
    .from(foodSections)
    .where(eq(foodSections.id, sectionId))
    .for("share");
  if (!section?.status) throw invalid({ section: [SECTION_MISSING] }, SECTION_MISSING);
}

/** Replaces the dish's ingredient lines; every id must name an existing line. */
async function setLines(tx: Tx, foodId: string, lineIds: string[] | undefined) {
  if (!lineIds) return;
  const unique = [...new Set(lineIds)];
  const found = await tx
    .select({ id: recipeFoods.id })
    .from(recipeFoods)
    .where(inArray(recipeFoods.id, unique))
    .for("share");
  if (found.length !== unique.length) throw invalid({ recipes_id: [LINES_MISSING] }, LINES_MISSING);
  await tx.delete(foodRecipeFoods).where(eq(foodRecipeFoods.foodId, foodId));
  await tx.insert(foodRecipeFoods).values(unique.map((recipeFoodId) => ({ foodId, recipeFoodId })));
}

export async function createFood(ctx: AppContext, input: FoodInput, image: ImageChange, url: MediaUrl): Promise<Food> {
  return withImage(ctx.db, image, async (tx, stored) => {
    await checkSection(tx, input.section);
    const [row] = await uniqueName(DUPLICATE, () =>
      tx
        .insert(foods)
        .values({
          name: input.name,
          nameKey: nameKey(input.name),
          sectionId: input.section,
          profit: input.profit,
          image: stored ?? null,
          createdAt: ctx.now(),
          updatedAt: ctx.now(),
        })
        .returning({ id: foods.id }),
    );
    await setLines(tx, row.id, input.recipes_id);
    return { result: await getFood(tx, row.id, url), previous: null };
  });
}

export async function updateFood(
  ctx: AppContext,
  id: string,
  input: FoodPatch,
  image: ImageChange,
  url: MediaUrl,
): Promise<Food> {
  return withImage(ctx.db, image, async (tx, stored) => {
    const [current] = await tx.select({ image: foods.image }).from(foods).where(eq(foods.id, id)).for("update");
    if (!current) throw notFound(FOOD_NOT_FOUND);
    await checkSection(tx, input.section);
    await uniqueName(DUPLICATE, () =>
      tx
        .update(foods)
        .set({
          name: input.name,
          nameKey: input.name === undefined ? undefined : nameKey(input.name),
          sectionId: input.section,
          profit: input.profit,
          image: stored,
          updatedAt: ctx.now(),
        })
        .where(eq(foods.id, id)),
    );
    await setLines(tx, id, input.recipes_id);
    return { result: await getFood(tx, id, url), previous: current.image };
  });
}

export async function deleteFood(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await unlessReferenced(REFERENCED, () =>
      tx.delete(foods).where(eq(foods.id, id)).returning({ image: foods.image }),
    );
    if (!deleted) throw notFound(FOOD_NOT_FOUND);
    await removeImage(tx, deleted.image);
  });
}
