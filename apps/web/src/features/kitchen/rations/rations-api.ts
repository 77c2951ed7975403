import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { pathOf, PATHS } from "@app/contract/routes";
import type { Page } from "@app/contract/schemas/common";
import type { Menu } from "@app/contract/schemas/kitchen-menus";
import type { Ration } from "@app/contract/schemas/kitchen-rations";
import { del, get, patch, post } from "../../../lib/api-client.ts";
import { listQuery } from "../../../lib/list-view.ts";
import { useRecipeMutation } from "../shared/kitchen-cache.ts";
import type { RationFormOutput } from "./ration-form.ts";
import type { RationListProps } from "./rations-view.ts";

export function useRations(view: RationListProps["view"]) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [PATHS.rations.list, query],
    queryFn: ({ signal }) => get<Page<Ration>>(PATHS.rations.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A ration's three menus in full (breakfast, lunch, dinner): the edit form starts from them. */
export function useMenusOfRation(rationId: string | null) {
  return useQuery({
    queryKey: [PATHS.menus.list, "of-ration", rationId],
    queryFn: ({ signal }) => get<Menu[]>(pathOf(PATHS.menus.ofRation, { id: rationId ?? "" }), { signal }),
    enabled: rationId !== null,
  });
}

type RationSave = { ration: Ration | null; values: RationFormOutput };

export const useSaveRation = () =>
  useRecipeMutation(({ ration, values }: RationSave) =>
    ration ? patch<Ration>(pathOf(PATHS.rations.item, { id: ration.id }), values) : post<Ration>(PATHS.rations.list, values),
  );

export const useDeleteRation = () => useRecipeMutation((id: string) => del(pathOf(PATHS.rations.item, { id })));
