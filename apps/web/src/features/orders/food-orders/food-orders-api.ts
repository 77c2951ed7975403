import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FOOD_ORDERS } from "@app/contract/endpoints/food-orders";
import type { FoodOrder, FoodOrderInput, FoodOrderStatusId } from "@app/contract/schemas/kitchen-food-orders";
import type { FoodOrderScope } from "@app/contract/web-paths";
import { call } from "../../../lib/api-client.ts";
import { exportListXlsx } from "../../../lib/export-file.ts";
import { listQuery } from "../../../lib/list-view.ts";
import type { FoodOrderListProps } from "./food-orders-view.ts";

type FoodOrdersView = FoodOrderListProps["view"];

const foodOrdersQuery = (scope: FoodOrderScope, view: FoodOrdersView) => ({ ...listQuery(view), is_active: scope === "active" });

export function useFoodOrders(scope: FoodOrderScope, view: FoodOrdersView) {
  const query = foodOrdersQuery(scope, view);
  return useQuery({
    queryKey: [FOOD_ORDERS.list.path, query],
    queryFn: ({ signal }) => call(FOOD_ORDERS.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const exportFoodOrders = (scope: FoodOrderScope, view: FoodOrdersView) =>
  exportListXlsx(FOOD_ORDERS.list.path, foodOrdersQuery(scope, view), "ovqat-buyurtmalari.xlsx");

export function useFoodOrder(id: string) {
  return useQuery({
    queryKey: [FOOD_ORDERS.list.path, "item", id],
    queryFn: ({ signal }) => call(FOOD_ORDERS.get, { params: { id } }, { signal }),
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
  useStockMovingMutation((input: FoodOrderInput) => call(FOOD_ORDERS.create, { body: input }));

export const useSetFoodOrderStatus = () =>
  useStockMovingMutation(({ id, status }: { id: string; status: Exclude<FoodOrderStatusId, 0> }) =>
    call(FOOD_ORDERS.update, { params: { id }, body: { status } }),
  );
