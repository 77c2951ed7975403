import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { MENUS } from "@app/contract/endpoints/kitchen-menus";
import { RATIONS } from "@app/contract/endpoints/kitchen-rations";
import type { Ration } from "@app/contract/schemas/kitchen-rations";
import { call } from "../../../lib/api-client.ts";
import { listQuery } from "../../../lib/list-view.ts";
import { usePricedListMutation } from "../shared/kitchen-cache.ts";
import type { RationFormOutput } from "./ration-form.ts";
import type { RationListProps } from "./rations-view.ts";

export function useRations(view: RationListProps["view"]) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [RATIONS.list.path, query],
    queryFn: ({ signal }) => call(RATIONS.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A ration's three menus in full (breakfast, lunch, dinner): the edit form starts from them. */
export function useMenusOfRation(rationId: string | null) {
  return useQuery({
    queryKey: [MENUS.list.path, "of-ration", rationId],
    queryFn: ({ signal }) => call(MENUS.ofRation, { params: { id: rationId ?? "" } }, { signal }),
    enabled: rationId !== null,
  });
}

type RationSave = { ration: Ration | null; values: RationFormOutput };

export const useSaveRation = () =>
  usePricedListMutation(({ ration, values }: RationSave) =>
    ration ? call(RATIONS.update, { params: { id: ration.id }, body: values }) : call(RATIONS.create, { body: values }),
  );

export const useDeleteRation = () => usePricedListMutation((id: string) => call(RATIONS.remove, { params: { id } }));
