/** What the other catalog modules may use of rooms: the rooms with the people in them now. */
export { roomsNow, toRoom, toRoomGroups } from "./read.ts";
