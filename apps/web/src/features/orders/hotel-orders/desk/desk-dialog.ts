import type { OrderSummary } from "../order-summary.ts";

/** A dialog of one desk step on one booking. */
export type DeskDialogProps = { order: OrderSummary; onClose: () => void };
