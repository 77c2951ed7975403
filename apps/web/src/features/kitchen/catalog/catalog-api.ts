import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@app/contract/schemas/common";
import { call } from "../../../lib/api-client.ts";
import { listQuery } from "../../../lib/list-view.ts";
import type { Catalog, CatalogInput, CatalogListProps, CatalogRow } from "./catalog.ts";

export function useCatalogList(catalog: Catalog, view: CatalogListProps["view"]) {
  const query = listQuery(view);
  const { list } = catalog.endpoints;
  return useQuery({
    queryKey: [list.path, query],
    queryFn: ({ signal }): Promise<Page<CatalogRow>> => call(list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useCatalogMutation<Variables, Result>(catalog: Catalog, mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's onSuccess runs first (the delete flow moves off an emptied page).
    onSuccess: () => {
      for (const path of [catalog.endpoints.list.path, ...catalog.dependents]) {
        void client.invalidateQueries({ queryKey: [path] });
      }
    },
  });
}

export const useCreateCatalogItem = (catalog: Catalog) =>
  useCatalogMutation(catalog, (input: CatalogInput) => call(catalog.endpoints.create, { body: input }));

export const useUpdateCatalogItem = (catalog: Catalog) =>
  useCatalogMutation(catalog, ({ id, input }: { id: string; input: CatalogInput }) =>
    call(catalog.endpoints.update, { params: { id }, body: input }),
  );

export const useDeleteCatalogItem = (catalog: Catalog) =>
  useCatalogMutation(catalog, (id: string) => call(catalog.endpoints.remove, { params: { id } }));
