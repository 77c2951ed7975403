import type { ReactNode } from "react";
import { AlertTriangle, Building2, Phone, User } from "lucide-react";
import { DIETS } from "@app/contract/schemas/pilgrims";
import type { GuestGroupDetail } from "@app/contract/schemas/guest-groups";
import { uzGuestGroups } from "../../i18n/guest-groups.ts";
import { PageHeader } from "../../layout/page-header.tsx";
import { Badge } from "../../ui/badge.tsx";
import { GroupStatusBadge } from "../../ui/group-status-badge.tsx";
import { PhoneLink } from "../../ui/phone-link.tsx";

const t = uzGuestGroups;

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-line bg-surface px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-semibold text-ink">{value}</dd>
    </div>
  );
}

type GroupSummaryProps = { group: GuestGroupDetail; actions?: ReactNode };

/** The group's header: who sent it, who leads it, and its manifest by gender and diet (counted by the group's read). */
export function GroupSummary({ group, actions }: GroupSummaryProps) {
  return (
    <div>
      <PageHeader
        title={group.name}
        actions={
          <>
            <GroupStatusBadge status={group.guest_group_status} />
            {group.closed_at && <Badge tone="neutral">{t.closedAt(group.closed_at)}</Badge>}
            {actions}
          </>
        }
      />
      <ul className="-mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
        <li className="flex items-center gap-1.5">
          <Building2 className="size-4" aria-hidden />
          {t.agent}: <span className="text-ink">{group.counter_agent_name ?? t.noAgent}</span>
        </li>
        <li className="flex items-center gap-1.5">
          <User className="size-4" aria-hidden />
          {t.leaderName}: <span className="text-ink">{group.leader_name ?? t.noAgent}</span>
        </li>
        <li className="flex items-center gap-1.5">
          <Phone className="size-4" aria-hidden />
          {t.leaderPhone}: {group.leader_phone ? <PhoneLink phone={group.leader_phone} /> : <span className="text-ink">{t.noAgent}</span>}
        </li>
        <li className="flex items-center gap-1.5">
          <AlertTriangle className="size-4" aria-hidden />
          {t.warningCount}: <span className="font-medium text-ink">{group.warning_count}</span>
        </li>
      </ul>
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-8">
        <Figure label={t.count} value={group.count} />
        <Figure label={t.pilgrimCount} value={group.pilgrim_count} />
        <Figure label={t.men} value={group.gender_counts.male} />
        <Figure label={t.women} value={group.gender_counts.female} />
        {DIETS.map((diet) => (
          <Figure key={diet} label={`${t.diet}: ${t.diets[diet]}`} value={group.diet_counts[diet]} />
        ))}
      </dl>
    </div>
  );
}
