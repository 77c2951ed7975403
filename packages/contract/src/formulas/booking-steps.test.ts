import { describe, expect, it } from "vitest";
import { parseWireDateTime } from "../dates.ts";
import { type BookingState, type BookingStep, bookingStateOf, refusalOf } from "./booking-steps.ts";

const STEPS: BookingStep[] = ["edit", "cancel", "check_in", "check_out", "move"];
const base: BookingState = { status: "Planned", guestType: "individual", checkedIn: false, checkedOut: false, arrivalDayReached: true };
const allowed = (state: Partial<BookingState>) => STEPS.filter((step) => refusalOf(step, { ...base, ...state }) === null);

describe("refusalOf", () => {
  it("lets a booking not yet arrived be edited, canceled, checked in and have a guest moved", () => {
    expect(allowed({})).toEqual(["edit", "cancel", "check_in", "move"]);
    expect(allowed({ status: "Active" })).toEqual(["edit", "cancel", "check_in", "move"]);
  });

  it("records an arrival only from the check-in day on", () => {
    expect(allowed({ arrivalDayReached: false })).toEqual(["edit", "cancel", "move"]);
    expect(refusalOf("check_in", { ...base, arrivalDayReached: false })).toBe("Kelishni kirish kunidan boshlab belgilash mumkin");
  });

  it("checks out a booking whose guests came instead of canceling it, even after its check-out passed", () => {
    expect(allowed({ status: "Active", checkedIn: true })).toEqual(["edit", "check_out", "move"]);
    expect(allowed({ status: "Completed", checkedIn: true })).toEqual(["check_out"]);
    expect(refusalOf("cancel", { ...base, checkedIn: true })).toContain("Ketdi");
  });

  it("changes nothing of a canceled or completed booking", () => {
    expect(allowed({ status: "Canceled" })).toEqual([]);
    expect(allowed({ status: "Completed", checkedIn: true, checkedOut: true })).toEqual([]);
    expect(allowed({ status: "Completed" })).toEqual([]);
    expect(refusalOf("edit", { ...base, status: "Canceled" })).toBe("Buyurtma bekor qilingan: uni o'zgartirib bo'lmaydi");
    expect(refusalOf("edit", { ...base, status: "Completed" })).toBe("Buyurtma yakunlangan: uni o'zgartirib bo'lmaydi");
  });

  it("leaves a group's pilgrims to rooming", () => {
    expect(allowed({ guestType: "group" })).toEqual(["edit", "cancel", "check_in"]);
  });

  it("rooms the pilgrims of a group's booking until it is over or called off", () => {
    const group = { ...base, guestType: "group" } as const;
    expect(refusalOf("rooming", group)).toBeNull();
    expect(refusalOf("rooming", { ...group, status: "Active", checkedIn: true })).toBeNull();
    expect(refusalOf("rooming", base)).toBe("Xonalarga joylashtirish faqat guruh buyurtmasida bor");
    expect(refusalOf("rooming", { ...group, status: "Completed" })).toBe("Buyurtma yakunlangan: uni o'zgartirib bo'lmaydi");
    expect(refusalOf("rooming", { ...group, status: "Canceled" })).toBe("Buyurtma bekor qilingan: uni o'zgartirib bo'lmaydi");
  });
});

describe("bookingStateOf", () => {
  const order = { order_status: "Planned" as const, guest_type: "individual" as const, check_in: "10.10.2025 14:00", checked_in_at: null, checked_out_at: null };
  const at = (wire: string) => parseWireDateTime(wire) ?? new Date(Number.NaN);

  it("reads the check-in day on the business calendar", () => {
    expect(bookingStateOf(order, at("09.10.2025 23:59")).arrivalDayReached).toBe(false);
    expect(bookingStateOf(order, at("10.10.2025 00:00")).arrivalDayReached).toBe(true);
  });

  it("reads what the desk recorded", () => {
    expect(bookingStateOf({ ...order, checked_in_at: "10.10.2025 13:00", checked_out_at: "11.10.2025 09:00" }, at("12.10.2025 00:00"))).toMatchObject({
      checkedIn: true,
      checkedOut: true,
    });
  });
});
