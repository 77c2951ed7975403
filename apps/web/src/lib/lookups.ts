import { PATHS } from "@app/contract/routes";
import type { Hotel } from "@app/contract/schemas/hotels";
import type { RoomType } from "@app/contract/schemas/rooms";
import { useOptions } from "./use-options.ts";

/** The hotel select of the hotel screens and of the order pages' filters and booking form. */
export const useHotelOptions = () =>
  useOptions<Hotel>(PATHS.hotels.list, (hotel) => ({ value: hotel.id, label: hotel.name }));

/** Every room type, with the rows themselves in `data` for the screen that manages them. */
export const useRoomTypeOptions = () =>
  useOptions<RoomType>(PATHS.rooms.roomTypes, (type) => ({ value: type.id, label: type.name }));
