import { describe, expect, it } from "vitest";
import { bookingBody, bookingSchema, emptyBooking, type BookingValues } from "./booking-form.ts";

const HOTEL = "5d7a4b1e-8f3c-4d2a-9b6e-0c1d2e3f4a5b";
const ROOM = "0b4a3c52-6c1e-4a3b-9a53-1f2d3c4b5a69";
const GROUP = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const stay = { hotel: HOTEL, check_in: "2025-10-19T14:00", check_out: "2025-10-22T12:00" };

const individual: BookingValues = {
  ...emptyBooking(HOTEL),
  ...stay,
  room: ROOM,
  guest_details: [
    { full_name: "Aziz Karimov", gender: "1" },
    { full_name: "Dilnoza Karimova", gender: "2" },
  ],
};
const group: BookingValues = { ...emptyBooking(HOTEL), ...stay, guest_type: "group", rooms: [ROOM], guest_group: GROUP, count_of_people: "30" };

const issues = (values: BookingValues) => {
  const result = bookingSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
};

describe("bookingBody", () => {
  it("sends an individual order's room and guests, counting the guests, with wire datetimes", () => {
    expect(bookingBody(individual)).toEqual({
      hotel: HOTEL,
      check_in: "19.10.2025 14:00",
      check_out: "22.10.2025 12:00",
      room: ROOM,
      guest_details: individual.guest_details,
      count_of_people: 2,
    });
  });

  it("sends a group order's rooms, group and head count, and nothing of the other type", () => {
    expect(bookingBody({ ...group, room: ROOM, guest_details: individual.guest_details })).toEqual({
      hotel: HOTEL,
      check_in: "19.10.2025 14:00",
      check_out: "22.10.2025 12:00",
      rooms: [ROOM],
      guest_group: GROUP,
      count_of_people: "30",
    });
  });
});

describe("bookingSchema", () => {
  it("accepts complete individual and group bookings", () => {
    expect(issues(individual)).toEqual([]);
    expect(issues(group)).toEqual([]);
  });

  it("puts each problem under the field that has it", () => {
    const paths = (values: BookingValues) => issues(values).map((issue) => issue.path);
    expect(paths({ ...individual, guest_details: [{ full_name: " ", gender: "1" }] })).toEqual(["guest_details.0.full_name"]);
    expect(paths({ ...individual, room: "" })).toEqual(["room"]);
    expect(paths({ ...individual, check_out: "2025-10-19T10:00" })).toEqual(["check_out"]);
    expect(paths({ ...individual, check_in: "" })).toEqual(["check_in"]);
    expect(paths({ ...group, rooms: [] })).toEqual(["rooms"]);
    expect(paths({ ...group, guest_group: "" })).toContain("guest_group");
    expect(paths({ ...group, count_of_people: "0" })).toEqual(["count_of_people"]);
  });
});
