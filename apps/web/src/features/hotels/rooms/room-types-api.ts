import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pathOf, PATHS } from "@app/contract/routes";
import type { RoomType, RoomTypeInput, RoomTypePatch } from "@app/contract/schemas/rooms";
import { del, patch, post } from "../../../lib/api-client.ts";
import { hotelsKey } from "../hotels-api.ts";

const roomTypesKey = [PATHS.rooms.roomTypes] as const;

/** A renamed type shows under its new name in the room lists and hotel pages too. */
function useRoomTypeMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: roomTypesKey });
      void client.invalidateQueries({ queryKey: [PATHS.rooms.list] });
      void client.invalidateQueries({ queryKey: hotelsKey });
    },
  });
}

export const useCreateRoomType = () =>
  useRoomTypeMutation((input: RoomTypeInput) => post<RoomType>(PATHS.rooms.roomTypeCreate, input));

export const useUpdateRoomType = () =>
  useRoomTypeMutation(({ id, input }: { id: string; input: RoomTypePatch }) =>
    patch<RoomType>(pathOf(PATHS.rooms.roomTypeUpdate, { id }), input),
  );

export const useDeleteRoomType = () =>
  useRoomTypeMutation((id: string) => del(pathOf(PATHS.rooms.roomTypeDelete, { id })));
