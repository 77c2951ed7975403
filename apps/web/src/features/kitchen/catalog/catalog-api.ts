import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pathOf } from "@app/contract/routes";
import type { Page } from "@app/contract/schemas/common";
import { del, get, patch, post } from "../../../lib/api-client.ts";
import { listQuery } from "../../../lib/list-view.ts";
import type { Catalog, CatalogInput, CatalogListProps, CatalogRow } from "./catalog.ts";

export function useCatalogList(catalog: Catalog, view: CatalogListProps["view"]) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [catalog.paths.list, query],
    queryFn: ({ signal }) => get<Page<CatalogRow>>(catalog.paths.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

function useCatalogMutation<Variables, Result>(catalog: Catalog, mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's onSuccess runs first (the delete flow moves off an emptied page).
    onSuccess: () => {
      for (const path of [catalog.paths.list, ...catalog.dependents]) void client.invalidateQueries({ queryKey: [path] });
    },
  });
}

export const useCreateCatalogItem = (catalog: Catalog) =>
  useCatalogMutation(catalog, (input: CatalogInput) => post<CatalogRow>(catalog.paths.list, input));

export const useUpdateCatalogItem = (catalog: Catalog) =>
  useCatalogMutation(catalog, ({ id, input }: { id: string; input: CatalogInput }) =>
    patch<CatalogRow>(pathOf(catalog.paths.item, { id }), input),
  );

export const useDeleteCatalogItem = (catalog: Catalog) =>
  useCatalogMutation(catalog, (id: string) => del(pathOf(catalog.paths.item, { id })));
