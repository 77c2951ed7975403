import { z } from "zod";
import { menuInput } from "@app/contract/schemas/kitchen-menus";
import { chosenPart } from "../shared/chosen-part.ts";

/** The menu form: the contract's fields, the dishes kept whole and sent as their ids (exactly 7). */
export const menuForm = z.object({
  name: menuInput.shape.name,
  menu_type: menuInput.shape.menu_type,
  profit: menuInput.shape.profit,
  dishes: z
    .array(chosenPart)
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
