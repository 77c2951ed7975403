import type { GuestGroupStatus } from "@app/contract/schemas/guest-groups";
import { uzGuestGroups } from "../i18n/guest-groups.ts";
import { Badge } from "./badge.tsx";

const TONES: Record<GuestGroupStatus, "warning" | "success" | "neutral"> = { Pending: "warning", Accepted: "success", Finished: "neutral" };

/** A guest group's status, on the group pages and in the counterparties' group tab: Pending is 'Jarayonda', Accepted 'Faol', Finished 'Yakunlangan'. */
export function GroupStatusBadge({ status }: { status: GuestGroupStatus }) {
  return <Badge tone={TONES[status]}>{uzGuestGroups.statuses[status]}</Badge>;
}
