import { ArrowLeftRight, Ban, LogIn, LogOut, Pencil, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { mayCall } from "@app/contract/endpoint";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import { type BookingStep, bookingStateOf, refusalOf } from "@app/contract/formulas/booking-steps";
import { uzOrders } from "../../../../i18n/orders.ts";
import { cn } from "../../../../lib/cn.ts";
import { usePrincipal } from "../../../../lib/session.tsx";
import { Button } from "../../../../ui/button.tsx";
import type { OrderSummary } from "../order-summary.ts";
import { CancelDialog } from "./cancel-dialog.tsx";
import { EditBookingSheet } from "./edit-booking-sheet.tsx";
import { MoveGuestDialog } from "./move-guest-dialog.tsx";
import { StayMomentDialog } from "./stay-moment-dialog.tsx";

const t = uzOrders;

const STEPS: Array<{ step: BookingStep; label: string; Icon: LucideIcon; danger?: boolean }> = [
  { step: "check_in", label: t.checkInAction, Icon: LogIn },
  { step: "check_out", label: t.checkOutAction, Icon: LogOut },
  { step: "edit", label: t.edit, Icon: Pencil },
  { step: "move", label: t.move, Icon: ArrowLeftRight },
  { step: "cancel", label: t.cancel, Icon: Ban, danger: true },
];

type BookingActionsProps = {
  order: OrderSummary;
  /** The order page shows the words beside the icons; a list row shows icons with their names for screen readers. */
  labelled?: boolean;
};

/**
 * The desk's steps on a booking, each only for the roles that write hotel orders and only where
 * the contract's rule (the server's) allows it now: Keldi, Ketdi, Tahrirlash, Xona almashtirish,
 * Bekor qilish. Each opens its own dialog.
 */
export function BookingActions({ order, labelled = false }: BookingActionsProps) {
  const principal = usePrincipal();
  const [open, setOpen] = useState<BookingStep | null>(null);
  if (!mayCall(principal, HOTEL_ORDERS.amend.access)) return null;
  const state = bookingStateOf(order.facts, new Date());
  const offered = STEPS.filter(({ step }) => refusalOf(step, state) === null);
  if (!offered.length) return null;
  const close = () => setOpen(null);

  return (
    <div className={cn("flex flex-wrap", labelled ? "mb-4 gap-2" : "justify-end gap-1")}>
      {offered.map(({ step, label, Icon, danger }) => (
        <Button
          key={step}
          variant={labelled ? "secondary" : "ghost"}
          size={labelled ? "md" : "icon"}
          aria-label={labelled ? undefined : t.actionOn(label, order.orderId)}
          title={label}
          className={cn(danger && "text-danger hover:bg-red-50")}
          onClick={() => setOpen(step)}
        >
          <Icon className="size-4" aria-hidden />
          {labelled && label}
        </Button>
      ))}
      {open === "edit" && <EditBookingSheet order={order} onClose={close} />}
      {open === "cancel" && <CancelDialog order={order} onClose={close} />}
      {(open === "check_in" || open === "check_out") && <StayMomentDialog order={order} step={open} onClose={close} />}
      {open === "move" && <MoveGuestDialog order={order} onClose={close} />}
    </div>
  );
}
