import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS } from "@app/contract/routes";

/**
 * The lists whose prices and availability are derived from dishes: a dish's change reprices the
 * menus holding it, a menu's the rations (reference §14.3). Their queries are keyed by list path.
 */
const RECIPE_QUERIES = [PATHS.recipeFoods.list, PATHS.foods.list, PATHS.menus.list, PATHS.rations.list] as const;

export function useRecipeMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's onSuccess runs first (the delete flow moves off an emptied page).
    onSuccess: () => {
      for (const path of RECIPE_QUERIES) void client.invalidateQueries({ queryKey: [path] });
    },
  });
}
