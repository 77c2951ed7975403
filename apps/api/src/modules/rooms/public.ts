/** What the other catalog modules may use of rooms: the rooms with the people in them now, and money as the wire carries it. */
export { toMoney } from "./money.ts";
export { roomsNow, toRoom, toRoomGroups } from "./read.ts";
