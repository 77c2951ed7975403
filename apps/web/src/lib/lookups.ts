import { HOTELS } from "@app/contract/endpoints/hotels";
import { ROOM_TYPES } from "@app/contract/endpoints/rooms";
import { useOptions } from "./use-options.ts";

/** The hotel select of the hotel screens and of the order pages' filters and booking form. */
export const useHotelOptions = () => useOptions(HOTELS.list, (hotel) => ({ value: hotel.id, label: hotel.name }));

/** Every room type, with the rows themselves in `data` for the screen that manages them. */
export const useRoomTypeOptions = () => useOptions(ROOM_TYPES.list, (type) => ({ value: type.id, label: type.name }));
