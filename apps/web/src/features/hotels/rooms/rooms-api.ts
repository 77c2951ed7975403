import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ROOMS } from "@app/contract/endpoints/rooms";
import type { RoomBulkInput, RoomGroupDeleteQuery, RoomGroupUpdateInput } from "@app/contract/schemas/rooms";
import { call } from "../../../lib/api-client.ts";
import type { ListQuery } from "../../../lib/list-view.ts";
import { hotelsKey } from "../hotels-api.ts";

const roomsKey = [ROOMS.list.path] as const;

export function useRoomGroups(query: ListQuery<"hotel" | "room_type">) {
  return useQuery({
    queryKey: [...roomsKey, "groups", query],
    queryFn: ({ signal }) => call(ROOMS.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The group edit form's figures, read through one room of the group. */
export function useRoomGroupEdit(id: string) {
  return useQuery({
    queryKey: [...roomsKey, "group", id],
    queryFn: ({ signal }) => call(ROOMS.groupEditView, { params: { id } }, { signal }),
    staleTime: 0,
  });
}

/** Rooms change what the hotels show (their room groups, free counts and chart), so both refresh. */
function useRoomMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: roomsKey });
      void client.invalidateQueries({ queryKey: hotelsKey });
    },
  });
}

export const useCreateRooms = () => useRoomMutation((input: RoomBulkInput) => call(ROOMS.create, { body: input }));

export const useUpdateRoomGroup = () =>
  useRoomMutation(({ id, input }: { id: string; input: RoomGroupUpdateInput }) =>
    call(ROOMS.updateGroup, { params: { id }, body: input }),
  );

export const useDeleteRoomGroup = () =>
  useRoomMutation((query: RoomGroupDeleteQuery) => call(ROOMS.removeGroup, { query }));
