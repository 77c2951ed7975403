import type { FastifyReply } from "fastify";
import { type CalendarDate, formatIsoDate } from "@app/contract/dates";
import type { KitchenPlan } from "@app/contract/schemas/kitchen-plan";
import type { AppContext } from "../../context.ts";
import { type Sheet, part, sendWorkbook } from "../../http/xlsx-export.ts";
import { getPlan } from "./plan.ts";

const MEAL_NAMES = { breakfast: "Nonushta", lunch: "Tushlik", dinner: "Kechki ovqat" } as const;

type Dish = KitchenPlan["dishes"][number];
type Count = { meal: string; menu: string; hotel: string } & KitchenPlan["meals"][number]["hotels"][number]["headcount"] & { total: number };

const DISHES_SHEET: Sheet<Dish> = {
  title: "Taomlar",
  file: "ishlab_chiqarish",
  columns: [
    { header: "Oshxona bo'limi", kind: "text", value: (row) => row.section },
    { header: "Taom", kind: "text", value: (row) => row.name },
    { header: "Porsiya", kind: "number", value: (row) => row.portions },
  ],
};

const COUNTS_SHEET: Sheet<Count> = {
  title: "Kishilar soni",
  file: "ishlab_chiqarish",
  columns: [
    { header: "Ovqat", kind: "text", value: (row) => row.meal },
    { header: "Menyu", kind: "text", value: (row) => row.menu },
    { header: "Mehmonxona", kind: "text", value: (row) => row.hotel },
    { header: "Oddiy", kind: "number", value: (row) => row.regular },
    { header: "Diabetik", kind: "number", value: (row) => row.diabetic },
    { header: "Yumshoq", kind: "number", value: (row) => row.soft },
    { header: "Vegetarian", kind: "number", value: (row) => row.vegetarian },
    { header: "Jami", kind: "number", value: (row) => row.total },
  ],
};

/** GET /kitchen/plan/export/: the production sheet, dishes and portions per kitchen section, then head counts per hotel and meal. */
export async function sendProductionSheet(ctx: AppContext, reply: FastifyReply, day: CalendarDate) {
  const plan = await getPlan(ctx, day);
  const counts = plan.meals.flatMap((meal) =>
    meal.hotels.map((hotel): Count => ({ meal: MEAL_NAMES[meal.meal], menu: meal.menu_name, hotel: hotel.hotel_name, ...hotel.headcount, total: hotel.total })),
  );
  const heading = [`Ishlab chiqarish varag'i — ${plan.date}`, plan.ration_name ? `Ratsion: ${plan.ration_name}` : ""].filter(Boolean);
  return sendWorkbook(reply, DISHES_SHEET.file, [part(DISHES_SHEET, plan.dishes, null, heading), part(COUNTS_SHEET, counts, null, heading)], formatIsoDate(day));
}
