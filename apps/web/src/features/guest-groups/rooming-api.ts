import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pathOf } from "@app/contract/endpoint";
import { ROOMING } from "@app/contract/endpoints/rooming";
import type { Rooming, RoomingInput } from "@app/contract/schemas/rooming";
import { call } from "../../lib/api-client.ts";
import { downloadFile } from "../../lib/export-file.ts";

/** Every stay's rooming sits under this key: a manifest change (a pilgrim added, moved or deleted) refreshes them all. */
export const roomingKeyPrefix = [ROOMING.get.path] as const;
const roomingKey = (stay: string) => [...roomingKeyPrefix, stay] as const;

/** The group's stays to room, read afresh each time the tab opens: stays are booked and canceled on other pages. */
export function useRoomingStays(groupId: string) {
  return useQuery({
    queryKey: [ROOMING.stays.path, groupId],
    refetchOnMount: "always",
    queryFn: ({ signal }) => call(ROOMING.stays, { params: { id: groupId } }, { signal }),
  });
}

export function useRooming(stay: string) {
  return useQuery({
    queryKey: roomingKey(stay),
    queryFn: ({ signal }) => call(ROOMING.get, { params: { id: stay } }, { signal }),
  });
}

/** Each change answers the stay's rooming as it now stands, which the board shows at once. */
function useRoomingChange<Variables, Result extends Rooming>(stay: string, mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (rooming) => client.setQueryData<Rooming>(roomingKey(stay), { rooms: rooming.rooms, unassigned: rooming.unassigned }),
    // A refusal was toasted by the API client; the board goes back to what the server holds.
    onError: () => void client.invalidateQueries({ queryKey: roomingKey(stay) }),
  });
}

export const useAutoRooming = (stay: string) => useRoomingChange(stay, () => call(ROOMING.auto, { params: { id: stay } }));

export const useReplaceRooming = (stay: string) =>
  useRoomingChange(stay, (body: RoomingInput) => call(ROOMING.replace, { params: { id: stay }, body }));

export const exportRooming = (stay: string) => downloadFile(pathOf(ROOMING.export.path, { id: stay }), {}, "rooming-list.xlsx");
