import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ROOM_TYPES, ROOMS } from "@app/contract/endpoints/rooms";
import type { RoomTypeInput, RoomTypePatch } from "@app/contract/schemas/rooms";
import { call } from "../../../lib/api-client.ts";
import { hotelsKey } from "../hotels-api.ts";

const roomTypesKey = [ROOM_TYPES.list.path] as const;

/** A renamed type shows under its new name in the room lists and hotel pages too. */
function useRoomTypeMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: roomTypesKey });
      void client.invalidateQueries({ queryKey: [ROOMS.list.path] });
      void client.invalidateQueries({ queryKey: hotelsKey });
    },
  });
}

export const useCreateRoomType = () =>
  useRoomTypeMutation((input: RoomTypeInput) => call(ROOM_TYPES.create, { body: input }));

export const useUpdateRoomType = () =>
  useRoomTypeMutation(({ id, input }: { id: string; input: RoomTypePatch }) =>
    call(ROOM_TYPES.update, { params: { id }, body: input }),
  );

export const useDeleteRoomType = () =>
  useRoomTypeMutation((id: string) => call(ROOM_TYPES.remove, { params: { id } }));
