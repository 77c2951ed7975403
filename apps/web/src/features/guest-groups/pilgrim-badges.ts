import { PILGRIM_WARNINGS, type PilgrimWarning } from "@app/contract/schemas/pilgrims";
import { uzGuestGroups } from "../../i18n/guest-groups.ts";

export type WarningBadge = { warning: PilgrimWarning; label: string; tone: "danger" | "warning" };

/**
 * A pilgrim's warnings as badges, in one fixed order whatever order the server sends them in.
 * An expiring passport can stop the journey, so it stands out; the others are for the desk to check.
 */
export function warningBadges(warnings: readonly PilgrimWarning[]): WarningBadge[] {
  return PILGRIM_WARNINGS.filter((warning) => warnings.includes(warning)).map((warning) => ({
    warning,
    label: uzGuestGroups.warningLabels[warning],
    tone: warning === "passport_expires_soon" ? "danger" : "warning",
  }));
}
