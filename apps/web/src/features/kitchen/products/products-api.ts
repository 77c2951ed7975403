import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pathOf, PATHS } from "@app/contract/routes";
import { MAX_PER_PAGE, type Page } from "@app/contract/schemas/common";
import type { Movement, MovementKind, Product, ProductInput } from "@app/contract/schemas/kitchen-products";
import { del, get, patch, post } from "../../../lib/api-client.ts";
import { listQuery } from "../../../lib/list-view.ts";
import type { ImageChoice } from "../../../ui/image-upload.tsx";
import { formBody } from "../shared/form-body.ts";
import type { ProductListProps } from "./products-view.ts";

export function useProducts(view: ProductListProps["view"]) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [PATHS.products.list, query],
    queryFn: ({ signal }) => get<Page<Product>>(PATHS.products.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One product; "" waits (a form that has not chosen one yet). */
export function useProduct(id: string) {
  return useQuery({
    queryKey: [PATHS.products.list, "item", id],
    queryFn: ({ signal }) => get<Product>(pathOf(PATHS.products.item, { id }), { signal }),
    enabled: id !== "",
  });
}

/** The products below their minimum stock (the first MAX_PER_PAGE: the warning names them, it is not a page). */
export function useLowStockProducts() {
  return useQuery({
    queryKey: [PATHS.products.list, "low-stock"],
    queryFn: ({ signal }) =>
      get<Page<Product>>(PATHS.products.list, { query: { low_stock: "true", per_page: MAX_PER_PAGE }, signal }),
  });
}

export function useProductMovements(productId: string, query: { page: number; per_page: number; kind?: MovementKind }) {
  return useQuery({
    queryKey: [PATHS.products.movements, productId, query],
    queryFn: ({ signal }) => get<Page<Movement>>(pathOf(PATHS.products.movements, { id: productId }), { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a product or its stock changes: its lists and pickers, the warehouse's batches, the
 * histories, and what is priced and made from stock (ingredient lines up to rations, §14.3).
 */
const STOCK_QUERIES = [
  PATHS.products.list,
  PATHS.warehouses.list,
  PATHS.products.movements,
  PATHS.recipeFoods.list,
  PATHS.foods.list,
  PATHS.menus.list,
  PATHS.rations.list,
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
  useStockMutation((save: ProductSave) => post<Product>(PATHS.products.list, productBody(save)));

export const useUpdateProduct = () =>
  useStockMutation(({ id, ...save }: ProductSave & { id: string }) =>
    patch<Product>(pathOf(PATHS.products.item, { id }), productBody(save)),
  );

export const useDeleteProduct = () => useStockMutation((id: string) => del(pathOf(PATHS.products.item, { id })));
