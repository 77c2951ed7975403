import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pathOf, PATHS } from "@app/contract/routes";
import type { Page } from "@app/contract/schemas/common";
import type {
  Room,
  RoomBulkInput,
  RoomGroup,
  RoomGroupDeleteQuery,
  RoomGroupDeleteResult,
  RoomGroupEdit,
  RoomGroupUpdateInput,
  RoomGroupUpdateResult,
} from "@app/contract/schemas/rooms";
import { del, get, patch, post } from "../../../lib/api-client.ts";
import type { ListQuery } from "../../../lib/list-view.ts";
import { hotelsKey } from "../hotels-api.ts";

const roomsKey = [PATHS.rooms.list] as const;

export function useRoomGroups(query: ListQuery<"hotel" | "room_type">) {
  return useQuery({
    queryKey: [...roomsKey, "groups", query],
    queryFn: ({ signal }) => get<Page<RoomGroup>>(PATHS.rooms.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The group edit form's figures, read through one room of the group. */
export function useRoomGroupEdit(id: string) {
  return useQuery({
    queryKey: [...roomsKey, "group", id],
    queryFn: ({ signal }) => get<RoomGroupEdit>(pathOf(PATHS.rooms.update, { id }), { signal }),
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

export const useCreateRooms = () => useRoomMutation((input: RoomBulkInput) => post<Room[]>(PATHS.rooms.create, input));

export const useUpdateRoomGroup = () =>
  useRoomMutation(({ id, input }: { id: string; input: RoomGroupUpdateInput }) =>
    patch<RoomGroupUpdateResult>(pathOf(PATHS.rooms.update, { id }), input),
  );

export const useDeleteRoomGroup = () =>
  useRoomMutation((query: RoomGroupDeleteQuery) => del<RoomGroupDeleteResult>(PATHS.rooms.deleteGroup, { query }));
