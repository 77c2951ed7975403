import { describe, expect, it } from "vitest";
import { legsOf, seatVehicles } from "./plan-legs.ts";

const jed = { id: "jed", name: "JED", city: "Jeddah" as const };
const med = { id: "med", name: "MED", city: "Madinah" as const };
const hotel = (id: string, city: "Makkah" | "Madinah") => ({ id, name: id, city });
const at = (iso: string) => new Date(iso);

describe("legs of a group's plan", () => {
  const flights = [
    { id: "out", number: "HY102", direction: "departure" as const, scheduledAt: at("2025-07-20T10:00:00Z"), airport: med },
    { id: "in", number: "HY101", direction: "arrival" as const, scheduledAt: at("2025-07-01T08:00:00Z"), airport: jed },
  ];
  const stays = [
    { id: "s1", checkIn: at("2025-07-01T11:00:00Z"), checkOut: at("2025-07-08T09:00:00Z"), hotel: hotel("hilton", "Makkah") },
    { id: "s2", checkIn: at("2025-07-08T09:00:00Z"), checkOut: at("2025-07-12T09:00:00Z"), hotel: hotel("swiss", "Makkah") },
    { id: "s3", checkIn: at("2025-07-12T15:00:00Z"), checkOut: at("2025-07-20T09:00:00Z"), hotel: hotel("oberoi", "Madinah") },
  ];

  it("goes airport → first hotel, moves only when the city changes, last hotel → airport", () => {
    const legs = legsOf(flights, stays);
    expect(legs.map((leg) => [leg.key, leg.from.id, leg.to.id, leg.pickup.toISOString()])).toEqual([
      ["arrival:in", "jed", "hilton", "2025-07-01T09:00:00.000Z"],
      ["move:s2", "swiss", "oberoi", "2025-07-12T09:00:00.000Z"],
      ["departure:out", "oberoi", "med", "2025-07-20T05:00:00.000Z"],
    ]);
  });

  it("plans nothing without stays", () => {
    expect(legsOf(flights, [])).toEqual([]);
  });
});

describe("seating passengers", () => {
  const fleet = [{ id: "a", seats: 50 }, { id: "b", seats: 12 }, { id: "c", seats: 30 }, { id: "d", seats: 4 }];

  it("takes the smallest vehicle that carries everyone", () => {
    expect(seatVehicles(fleet, 10).chosen.map((pick) => pick.vehicle.id)).toEqual(["b"]);
  });

  it("takes the fewest vehicles and reports who is left when seats run out", () => {
    const split = seatVehicles(fleet, 70);
    expect(split.chosen.map((pick) => [pick.vehicle.id, pick.passengers])).toEqual([["a", 50], ["c", 20]]);
    expect(split.unseated).toBe(0);
    const short = seatVehicles(fleet, 100);
    expect(short.chosen.reduce((sum, pick) => sum + pick.passengers, 0)).toBe(96);
    expect(short.unseated).toBe(4);
  });
});
