import type { TransferStatus } from "@app/contract/schemas/taxi";
import { businessDayIso, isoToWire } from "@app/contract/dates";
import { profitOf } from "@app/contract/formulas/price";
import { type FieldErrors, invalid } from "../../http/errors.ts";

/** An order as it will be saved: the stored values with the request's changes laid over them. */
export type OrderDraft = {
  performDate: Date;
  passengerCount: number | null;
  serviceFee: string;
  grossFee: string;
  status: TransferStatus;
};

/** The only moves a trip makes: it happens, or it is called off; either is final. */
const NEXT_STATUSES: Record<TransferStatus, readonly TransferStatus[]> = {
  created: ["completed", "canceled"],
  completed: [],
  canceled: [],
};

const STATUS_LABEL: Record<TransferStatus, string> = {
  created: "yaratilgan",
  completed: "bajarilgan",
  canceled: "bekor qilingan",
};

/** perform_date is whole minutes, so the current minute still counts as not past. */
function isPast(performDate: Date, now: Date): boolean {
  return performDate.getTime() < Math.floor(now.getTime() / 60_000) * 60_000;
}

/**
 * Every rule one order must satisfy, checked together so the form shows all problems at once:
 * the client pays at least the driver's fee, the passengers fit the vehicle, a new time is not
 * in the past, and a status change is one of the allowed moves.
 */
export function checkOrder(
  draft: OrderDraft,
  context: { seats: number; now: Date; previousStatus?: TransferStatus; dateChanged: boolean },
) {
  const errors: FieldErrors = {};
  if (profitOf(draft.grossFee, draft.serviceFee).isNegative()) {
    errors.gross_fee = ["Mijozdan olinadigan summa haydovchiga to'lanadigan summadan kam bo'lmasligi kerak"];
  }
  if (draft.passengerCount !== null && draft.passengerCount > context.seats) {
    errors.passenger_count = [`Yo'lovchilar soni transportdagi joylar sonidan (${context.seats}) oshmasligi kerak`];
  }
  if (context.dateChanged && isPast(draft.performDate, context.now)) {
    errors.perform_date = ["Buyurtma vaqti o'tib ketgan bo'lmasligi kerak"];
  }
  const from = context.previousStatus;
  if (from && from !== draft.status && !NEXT_STATUSES[from].includes(draft.status)) {
    errors.status = [`Holatni "${STATUS_LABEL[from]}"dan "${STATUS_LABEL[draft.status]}"ga o'zgartirib bo'lmaydi`];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** A driver drives only while active and with a licence valid on the day of the trip (the expiry day included). */
export function checkDriver(driver: { fullName: string; status: boolean; licenseExpiry: string }, at: Date) {
  const refuse = (message: string) => invalid({ driver: [message] }, message);
  if (!driver.status) throw refuse(`Haydovchi ${driver.fullName} faol emas: unga buyurtma berib bo'lmaydi`);
  if (driver.licenseExpiry < businessDayIso(at)) {
    throw refuse(`Haydovchi ${driver.fullName}ning guvohnomasi ${isoToWire(driver.licenseExpiry)} da tugagan`);
  }
}
