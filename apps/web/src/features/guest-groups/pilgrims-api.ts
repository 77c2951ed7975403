import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pathOf } from "@app/contract/endpoint";
import { PILGRIMS } from "@app/contract/endpoints/pilgrims";
import type { PilgrimInput } from "@app/contract/schemas/pilgrims";
import { MAX_PER_PAGE } from "@app/contract/schemas/common";
import { call, type QueryFor } from "../../lib/api-client.ts";
import { downloadFile } from "../../lib/export-file.ts";
import { useRefreshGroups } from "../../lib/guest-groups-api.ts";
import { roomingKeyPrefix } from "./rooming-api.ts";

type PilgrimQuery = QueryFor<typeof PILGRIMS.list>;
const pilgrimsKey = [PILGRIMS.list.path] as const;

export function usePilgrims(groupId: string, query: PilgrimQuery) {
  return useQuery({
    queryKey: [...pilgrimsKey, groupId, query],
    queryFn: ({ signal }) => call(PILGRIMS.list, { params: { group_id: groupId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The men of the group, whom a woman may name as her mahram. */
export function useMahramChoices(groupId: string) {
  const list = usePilgrims(groupId, { gender: "1", page: 1, per_page: MAX_PER_PAGE });
  return (list.data?.results ?? []).map((pilgrim) => ({ value: pilgrim.id, label: pilgrim.full_name }));
}

/** A manifest change moves the group's counts and its rooming too, so all are refreshed. */
function usePilgrimMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  const refreshGroups = useRefreshGroups();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: pilgrimsKey });
      void client.invalidateQueries({ queryKey: roomingKeyPrefix });
      refreshGroups();
    },
  });
}

export const useCreatePilgrim = (groupId: string) =>
  usePilgrimMutation((input: PilgrimInput) => call(PILGRIMS.create, { params: { group_id: groupId }, body: input }));

export const useUpdatePilgrim = () =>
  usePilgrimMutation(({ id, input }: { id: string; input: PilgrimInput }) =>
    call(PILGRIMS.update, { params: { id }, body: input }),
  );

export const useDeletePilgrim = () => usePilgrimMutation((id: string) => call(PILGRIMS.remove, { params: { id } }));

/** Sends a manifest file; a dry run only checks it. The preview shows the refusals, so no toast. */
export const useImportManifest = (groupId: string) =>
  usePilgrimMutation(({ file, dryRun }: { file: File; dryRun: boolean }) => {
    const body = new FormData();
    body.set("dry_run", String(dryRun));
    body.set("file", file);
    return call(PILGRIMS.import, { params: { group_id: groupId }, body }, { toast: false });
  });

export const exportManifest = (groupId: string) =>
  downloadFile(pathOf(PILGRIMS.export.path, { group_id: groupId }), {}, "manifest.xlsx");

export const downloadTemplate = () => downloadFile(PILGRIMS.template.path, {}, "manifest-shablon.xlsx");
