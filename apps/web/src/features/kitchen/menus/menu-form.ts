import { z } from "zod";
import { menuInput } from "@app/contract/schemas/kitchen-menus";

/** A chosen dish as the form keeps it: enough to list it and to estimate the menu's cost. */
export const chosenDish = z.object({
  id: z.string(),
  name: z.string(),
  net_price: z.number(),
  gross_price: z.number(),
  priced: z.boolean(),
  status: z.boolean(),
});
export type ChosenDish = z.infer<typeof chosenDish>;

/** The menu form: the contract's fields, the dishes kept whole and sent as their ids (exactly 7). */
export const menuForm = z.object({
  name: menuInput.shape.name,
  menu_type: menuInput.shape.menu_type,
  profit: menuInput.shape.profit,
  dishes: z
    .array(chosenDish)
    .transform((dishes) => dishes.map((dish) => dish.id))
    .check((context) => {
      const checked = menuInput.shape.foods_id.safeParse(context.value);
      for (const issue of checked.error?.issues ?? []) {
        context.issues.push({ code: "custom", path: issue.path, message: issue.message, input: context.value });
      }
    }),
});

export type MenuFormValues = z.input<typeof menuForm>;
export type MenuFormOutput = z.output<typeof menuForm>;
