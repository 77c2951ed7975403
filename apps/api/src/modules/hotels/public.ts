/** What the other catalog modules may use of hotels: that a hotel exists, and when a stay is under way. */
export { requireHotel } from "./lookup.ts";
export { underWaySql } from "./stay-status.ts";
