import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { ApiError } from "../../../lib/api-error.ts";
import { call } from "../../../lib/api-client.ts";

/** How many matches a product picker offers at a time; typing narrows them. */
const PICKER_SIZE = 20;

/** Products whose name (or section, or unit) matches `search`: the choices of a product picker. */
export function useProductSearch(search: string) {
  return useQuery({
    queryKey: [PRODUCTS.list.path, "search", search],
    queryFn: ({ signal }) => call(PRODUCTS.list, { query: { search, per_page: PICKER_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * What is on hand (stock units) and the unit price of the oldest batch (per recipe unit), for a
 * live cost estimate; null when the product has no stock (the server answers that with a 400).
 */
export function productInWarehouseQuery(productId: string) {
  return queryOptions({
    queryKey: [PRODUCTS.list.path, "in-warehouse", productId],
    queryFn: ({ signal }) =>
      call(PRODUCTS.onHand, { params: { id: productId } }, { signal, toast: false }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 400) return null;
        throw error;
      }),
  });
}
