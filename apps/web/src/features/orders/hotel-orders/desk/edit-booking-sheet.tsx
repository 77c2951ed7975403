import { BookingSheet } from "../booking/booking-sheet.tsx";
import { useHotelOrder } from "../hotel-orders-api.ts";
import type { DeskDialogProps } from "./desk-dialog.ts";

/** 'Tahrirlash' from a list row: the booking form once the booking as it stands has loaded. */
export function EditBookingSheet({ order, onClose }: DeskDialogProps) {
  const detail = useHotelOrder(order.id);
  return detail.data ? <BookingSheet order={detail.data} onClose={onClose} /> : null;
}
