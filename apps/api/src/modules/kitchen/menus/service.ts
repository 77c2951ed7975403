import { eq, inArray, or } from "drizzle-orm";
import { MENU_TYPE_LABELS, type Menu, type MenuInput, type MenuPatch } from "@app/contract/schemas/kitchen-menus";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { dishes, menuDishes, menus, rations } from "../../../db/schema/index.ts";
import { invalid, notFound } from "../../../http/errors.ts";
import type { ImageChange } from "../../../http/upload.ts";
import { type MediaUrl, removeImage, withImage } from "../../media/storage.ts";
import { nameKey, uniqueName, unlessReferenced } from "../shared/names.ts";
import { MENU_NOT_FOUND, getMenu } from "./read.ts";
import { stockDay } from "../stock/fefo.ts";

const DUPLICATE = "Bu nomdagi menyu allaqachon mavjud";
const REFERENCED = "Menyu ratsionlarda yoki buyurtmalarda ishlatilgan, uni o'chirib bo'lmaydi";
const DISHES_MISSING = "Ba'zi taomlar topilmadi";

/** Replaces the menu's dishes; the contract already checked there are 7 distinct ids. */
async function setDishes(tx: Tx, menuId: string, dishIds: string[] | undefined) {
  if (!dishIds) return;
  const found = await tx.select({ id: dishes.id }).from(dishes).where(inArray(dishes.id, dishIds)).for("share");
  if (found.length !== dishIds.length) throw invalid({ foods_id: [DISHES_MISSING] }, DISHES_MISSING);
  await tx.delete(menuDishes).where(eq(menuDishes.menuId, menuId));
  await tx.insert(menuDishes).values(dishIds.map((dishId) => ({ menuId, dishId })));
}

/** A menu in a ration's slot keeps the slot's type, so no ration serves a dinner menu at breakfast. */
async function checkTypeMayChange(tx: Tx, menu: typeof menus.$inferSelect, menuType: MenuInput["menu_type"] | undefined) {
  if (!menuType || menuType === menu.menuType) return;
  const [used] = await tx
    .select({ name: rations.name })
    .from(rations)
    .where(or(eq(rations.menuBreakfastId, menu.id), eq(rations.menuLunchId, menu.id), eq(rations.menuDinnerId, menu.id)))
    .limit(1);
  if (used) {
    const message = `Menyu "${used.name}" ratsionida ${MENU_TYPE_LABELS[menu.menuType].toLowerCase()} sifatida ishlatilgan, turini o'zgartirib bo'lmaydi`;
    throw invalid({ menu_type: [message] }, message);
  }
}

export async function createMenu(ctx: AppContext, input: MenuInput, image: ImageChange, url: MediaUrl): Promise<Menu> {
  return withImage(ctx.db, image, async (tx, stored) => {
    const [row] = await uniqueName(DUPLICATE, () =>
      tx
        .insert(menus)
        .values({
          name: input.name,
          nameKey: nameKey(input.name),
          menuType: input.menu_type,
          profit: input.profit,
          image: stored ?? null,
          createdAt: ctx.now(),
          updatedAt: ctx.now(),
        })
        .returning({ id: menus.id }),
    );
    await setDishes(tx, row.id, input.foods_id);
    return { result: await getMenu(tx, row.id, url, stockDay(ctx)), previous: null };
  });
}

export async function updateMenu(
  ctx: AppContext,
  id: string,
  input: MenuPatch,
  image: ImageChange,
  url: MediaUrl,
): Promise<Menu> {
  return withImage(ctx.db, image, async (tx, stored) => {
    const [current] = await tx.select().from(menus).where(eq(menus.id, id)).for("update");
    if (!current) throw notFound(MENU_NOT_FOUND);
    await checkTypeMayChange(tx, current, input.menu_type);
    await uniqueName(DUPLICATE, () =>
      tx
        .update(menus)
        .set({
          name: input.name,
          nameKey: input.name === undefined ? undefined : nameKey(input.name),
          menuType: input.menu_type,
          profit: input.profit,
          image: stored,
          updatedAt: ctx.now(),
        })
        .where(eq(menus.id, id)),
    );
    await setDishes(tx, id, input.foods_id);
    return { result: await getMenu(tx, id, url, stockDay(ctx)), previous: current.image };
  });
}

export async function deleteMenu(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await unlessReferenced(REFERENCED, () =>
      tx.delete(menus).where(eq(menus.id, id)).returning({ image: menus.image }),
    );
    if (!deleted) throw notFound(MENU_NOT_FOUND);
    await removeImage(tx, deleted.image);
  });
}
