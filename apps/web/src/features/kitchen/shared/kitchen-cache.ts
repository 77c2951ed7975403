import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { INGREDIENTS } from "@app/contract/endpoints/kitchen-ingredients";
import { MENUS } from "@app/contract/endpoints/kitchen-menus";
import { RATIONS } from "@app/contract/endpoints/kitchen-rations";

/**
 * The lists whose prices and availability are derived from dishes: a dish's change reprices the
 * menus holding it, a menu's the rations. Their queries are keyed by list path.
 */
const PRICED_LISTS = [INGREDIENTS.list.path, DISHES.list.path, MENUS.list.path, RATIONS.list.path] as const;

export function usePricedListMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's onSuccess runs first (the delete flow moves off an emptied page).
    onSuccess: () => {
      for (const path of PRICED_LISTS) void client.invalidateQueries({ queryKey: [path] });
    },
  });
}
