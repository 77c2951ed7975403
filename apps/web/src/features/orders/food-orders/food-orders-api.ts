import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pathOf, PATHS } from "@app/contract/routes";
import type { Page } from "@app/contract/schemas/common";
import type { FoodOrder, FoodOrderInput, FoodOrderStatusId } from "@app/contract/schemas/kitchen-food-orders";
import { get, patch, post } from "../../../lib/api-client.ts";
import { exportListXlsx } from "../../../lib/export-file.ts";
import { listQuery } from "../../../lib/list-view.ts";
import type { FoodOrderListProps, FoodOrderScope } from "./food-orders-view.ts";

type FoodOrdersView = FoodOrderListProps["view"];

const foodOrdersQuery = (scope: FoodOrderScope, view: FoodOrdersView) => ({ ...listQuery(view), is_active: scope === "active" });

export function useFoodOrders(scope: FoodOrderScope, view: FoodOrdersView) {
  const query = foodOrdersQuery(scope, view);
  return useQuery({
    queryKey: [PATHS.foodOrders.list, query],
    queryFn: ({ signal }) => get<Page<FoodOrder>>(PATHS.foodOrders.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const exportFoodOrders = (scope: FoodOrderScope, view: FoodOrdersView) =>
  exportListXlsx(PATHS.foodOrders.list, foodOrdersQuery(scope, view), "ovqat-buyurtmalari.xlsx");

export function useFoodOrder(id: string) {
  return useQuery({
    queryKey: [PATHS.foodOrders.list, "item", id],
    queryFn: ({ signal }) => get<FoodOrder>(pathOf(PATHS.foodOrders.item, { id }), { signal }),
  });
}

/**
 * Placing or canceling an order moves stock, which reprices and re-checks every product, dish,
 * menu and ration, and the order lists themselves: everything cached is refetched.
 */
function useStockMovingMutation<Variables>(mutationFn: (variables: Variables) => Promise<FoodOrder>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries() });
}

/** The form shows a refused order's shortage itself, as a table; other failures are toasted. */
export const useCreateFoodOrder = () =>
  useStockMovingMutation((input: FoodOrderInput) => post<FoodOrder>(PATHS.foodOrders.list, input));

export const useSetFoodOrderStatus = () =>
  useStockMovingMutation(({ id, status }: { id: string; status: Exclude<FoodOrderStatusId, 0> }) =>
    patch<FoodOrder>(pathOf(PATHS.foodOrders.item, { id }), { status }),
  );
