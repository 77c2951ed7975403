import type { City } from "@app/contract/schemas/transport-places";

const HOUR = 3_600_000;
/** Passports, luggage and the bus from the terminal: pickup an hour after landing. */
const AFTER_ARRIVAL = HOUR;
/** At the airport three hours before take-off, after the road: pickup five hours before. */
const BEFORE_DEPARTURE = 5 * HOUR;

type Stop = { id: string; name: string; city: City };
export type PlanFlight = { id: string; number: string; direction: "arrival" | "departure"; scheduledAt: Date; airport: Stop };
export type PlanStay = { id: string; checkIn: Date; checkOut: Date; hotel: Stop };

/** One trip the group needs: `key` names it among the group's legs so a saved leg is not planned twice. */
export type Leg = {
  key: string;
  kind: "arrival" | "move" | "departure";
  pickup: Date;
  from: Stop;
  to: Stop;
  flight: PlanFlight | null;
};

/**
 * The trips a group's flights and stays (in check-in order) call for: the first arrival to the
 * first hotel, a move whenever the next stay is in another city (picked up at the earlier of the
 * check-out and the next check-in), and the last hotel to the last departure.
 */
export function legsOf(flights: readonly PlanFlight[], stays: readonly PlanStay[]): Leg[] {
  const byTime = [...flights].sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime());
  const arrival = byTime.find((flight) => flight.direction === "arrival");
  const departure = byTime.findLast((flight) => flight.direction === "departure");
  const legs: Leg[] = [];
  if (!stays.length) return legs;
  if (arrival) {
    legs.push({
      key: `arrival:${arrival.id}`,
      kind: "arrival",
      pickup: new Date(arrival.scheduledAt.getTime() + AFTER_ARRIVAL),
      from: arrival.airport,
      to: stays[0].hotel,
      flight: arrival,
    });
  }
  stays.slice(1).forEach((next, index) => {
    const stay = stays[index];
    if (stay.hotel.city === next.hotel.city) return;
    legs.push({
      key: `move:${stay.id}`,
      kind: "move",
      pickup: new Date(Math.min(stay.checkOut.getTime(), next.checkIn.getTime())),
      from: stay.hotel,
      to: next.hotel,
      flight: null,
    });
  });
  if (departure) {
    legs.push({
      key: `departure:${departure.id}`,
      kind: "departure",
      pickup: new Date(departure.scheduledAt.getTime() - BEFORE_DEPARTURE),
      from: stays[stays.length - 1].hotel,
      to: departure.airport,
      flight: departure,
    });
  }
  return legs;
}

/**
 * The fewest vehicles whose seats carry `passengers`: the largest ones while no single free one
 * could take the rest, then the smallest that can. Answers the chosen seats' vehicles and how many
 * are left standing when the free seats run out.
 */
export function seatVehicles<V extends { seats: number }>(free: readonly V[], passengers: number) {
  const pool = [...free].sort((a, b) => b.seats - a.seats);
  const chosen: Array<{ vehicle: V; passengers: number }> = [];
  let left = passengers;
  while (left > 0 && pool.length) {
    const fits = pool.findLast((vehicle) => vehicle.seats >= left);
    const vehicle = fits ?? pool[0];
    pool.splice(pool.indexOf(vehicle), 1);
    const taken = Math.min(vehicle.seats, left);
    chosen.push({ vehicle, passengers: taken });
    left -= taken;
  }
  return { chosen, unseated: left };
}
