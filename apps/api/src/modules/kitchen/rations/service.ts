import { eq, inArray } from "drizzle-orm";
import { MENU_TYPE_LABELS } from "@app/contract/schemas/kitchen-menus";
import {
  RATION_SLOTS,
  type Ration,
  type RationInput,
  type RationPatch,
  type RationSlot,
} from "@app/contract/schemas/kitchen-rations";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { menus, rations } from "../../../db/schema/index.ts";
import { type FieldErrors, invalid, notFound } from "../../../http/errors.ts";
import { nameKey, uniqueName, unlessReferenced } from "../shared/names.ts";
import { RATION_NOT_FOUND, getRation } from "./read.ts";
import { stockDay } from "../stock/fefo.ts";

const DUPLICATE = "Bu nomdagi ratsion allaqachon mavjud";
const REFERENCED = "Ratsion buyurtmalarda ishlatilgan, uni o'chirib bo'lmaydi";

/** Each slot holds an existing menu of its own type: a ration is one breakfast, one lunch and one dinner. */
async function checkSlots(tx: Tx, input: RationPatch) {
  const chosen = (Object.keys(RATION_SLOTS) as RationSlot[])
    .map((slot) => ({ slot, id: input[slot] }))
    .filter((entry): entry is { slot: RationSlot; id: string } => Boolean(entry.id));
  if (!chosen.length) return;
  const found = await tx
    .select({ id: menus.id, menuType: menus.menuType })
    .from(menus)
    .where(
      inArray(
        menus.id,
        chosen.map((entry) => entry.id),
      ),
    )
    .for("share");
  const typeOf = new Map(found.map((menu) => [menu.id, menu.menuType]));
  const errors: FieldErrors = {};
  for (const { slot, id } of chosen) {
    const type = typeOf.get(id);
    if (!type) errors[slot] = ["Menyu topilmadi"];
    else if (type !== RATION_SLOTS[slot]) errors[slot] = [`${MENU_TYPE_LABELS[RATION_SLOTS[slot]]} menyusi tanlanishi kerak`];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

const slotColumns = (input: RationPatch) => ({
  menuBreakfastId: input.menu_breakfast,
  menuLunchId: input.menu_lunch,
  menuDinnerId: input.menu_dinner,
});

export async function createRation(ctx: AppContext, input: RationInput): Promise<Ration> {
  return ctx.db.transaction(async (tx) => {
    await checkSlots(tx, input);
    const [row] = await uniqueName(DUPLICATE, () =>
      tx
        .insert(rations)
        .values({
          name: input.name,
          nameKey: nameKey(input.name),
          profit: input.profit,
          menuBreakfastId: input.menu_breakfast,
          menuLunchId: input.menu_lunch,
          menuDinnerId: input.menu_dinner,
          createdAt: ctx.now(),
          updatedAt: ctx.now(),
        })
        .returning({ id: rations.id }),
    );
    return getRation(tx, row.id, stockDay(ctx));
  });
}

export async function updateRation(ctx: AppContext, id: string, input: RationPatch): Promise<Ration> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ id: rations.id }).from(rations).where(eq(rations.id, id)).for("update");
    if (!current) throw notFound(RATION_NOT_FOUND);
    await checkSlots(tx, input);
    await uniqueName(DUPLICATE, () =>
      tx
        .update(rations)
        .set({
          name: input.name,
          nameKey: input.name === undefined ? undefined : nameKey(input.name),
          profit: input.profit,
          ...slotColumns(input),
          updatedAt: ctx.now(),
        })
        .where(eq(rations.id, id)),
    );
    return getRation(tx, id, stockDay(ctx));
  });
}

export async function deleteRation(ctx: AppContext, id: string): Promise<void> {
  const deleted = await unlessReferenced(REFERENCED, () =>
    ctx.db.delete(rations).where(eq(rations.id, id)).returning({ id: rations.id }),
  );
  if (!deleted.length) throw notFound(RATION_NOT_FOUND);
}
