import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { INGREDIENTS } from "@app/contract/endpoints/kitchen-ingredients";
import { MENUS } from "@app/contract/endpoints/kitchen-menus";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { RATIONS } from "@app/contract/endpoints/kitchen-rations";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import { MAX_PER_PAGE } from "@app/contract/schemas/common";
import type { MovementKind, ProductInput } from "@app/contract/schemas/kitchen-products";
import { call } from "../../../lib/api-client.ts";
import { listQuery } from "../../../lib/list-view.ts";
import type { ImageChoice } from "../../../ui/image-upload.tsx";
import { formBody } from "../shared/form-body.ts";
import type { ProductListProps } from "./products-view.ts";

export function useProducts(view: ProductListProps["view"]) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [PRODUCTS.list.path, query],
    queryFn: ({ signal }) => call(PRODUCTS.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One product; "" waits (a form that has not chosen one yet). */
export function useProduct(id: string) {
  return useQuery({
    queryKey: [PRODUCTS.list.path, "item", id],
    queryFn: ({ signal }) => call(PRODUCTS.get, { params: { id } }, { signal }),
    enabled: id !== "",
  });
}

/** The products below their minimum stock (the first MAX_PER_PAGE: the warning names them, it is not a page). */
export function useLowStockProducts() {
  return useQuery({
    queryKey: [PRODUCTS.list.path, "low-stock"],
    queryFn: ({ signal }) => call(PRODUCTS.list, { query: { low_stock: "true", per_page: MAX_PER_PAGE } }, { signal }),
  });
}

export function useProductMovements(productId: string, query: { page: number; per_page: number; kind?: MovementKind }) {
  return useQuery({
    queryKey: [PRODUCTS.movements.path, productId, query],
    queryFn: ({ signal }) => call(PRODUCTS.movements, { params: { id: productId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a product or its stock changes: its lists and pickers, the warehouse's batches, the
 * histories, and what is priced and made from stock (ingredient lines up to rations).
 */
const STOCK_QUERIES = [
  PRODUCTS.list.path,
  STOCK_BATCHES.list.path,
  PRODUCTS.movements.path,
  INGREDIENTS.list.path,
  DISHES.list.path,
  MENUS.list.path,
  RATIONS.list.path,
] as const;

export function useStockMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's onSuccess runs first (the delete flow moves off an emptied page).
    onSuccess: () => {
      for (const path of STOCK_QUERIES) void client.invalidateQueries({ queryKey: [path] });
    },
  });
}

type ProductSave = { input: ProductInput; image: ImageChoice };

/** The image travels beside the fields (ui/image-upload.tsx), never as the schema's `image` text. */
function productBody({ input: { image: _text, ...fields }, image }: ProductSave) {
  return formBody(fields, image);
}

export const useCreateProduct = () =>
  useStockMutation((save: ProductSave) => call(PRODUCTS.create, { body: productBody(save) }));

export const useUpdateProduct = () =>
  useStockMutation(({ id, ...save }: ProductSave & { id: string }) =>
    call(PRODUCTS.update, { params: { id }, body: productBody(save) }),
  );

export const useDeleteProduct = () => useStockMutation((id: string) => call(PRODUCTS.remove, { params: { id } }));
