import { Plus } from "lucide-react";
import { Link } from "react-router";
import { can } from "@app/contract/roles";
import { groupBookingPath, hotelOrderPath } from "@app/contract/web-paths";
import { uzGuestGroups } from "../../i18n/guest-groups.ts";
import { listQuery, type ListPropsOf } from "../../lib/list-view.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { Badge } from "../../ui/badge.tsx";
import { PagedTable } from "../../ui/list-table.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { useGroupStays } from "./guest-groups-api.ts";
import type { groupPageView } from "./groups-view.ts";

const t = uzGuestGroups;
const TONES: Record<string, "success" | "warning" | "neutral" | "danger"> = {
  Planned: "warning",
  Active: "success",
  Completed: "neutral",
  Canceled: "danger",
};

type StaysTabProps = ListPropsOf<typeof groupPageView> & { groupId: string };

/** The group's hotel orders, each opening its booking; 'Yangi bron' opens the booking form on this group, and comes back here. */
export function StaysTab({ groupId, view, update }: StaysTabProps) {
  const principal = usePrincipal();
  const list = useGroupStays(groupId, listQuery(view));

  return (
    <div className="flex flex-col gap-4">
      {can(principal, "hotels", "write") && (
        <Link
          to={groupBookingPath(groupId)}
          className="inline-flex items-center gap-1.5 self-end rounded-lg bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          <Plus className="size-4" aria-hidden />
          {t.newBooking}
        </Link>
      )}
      <PagedTable
        list={list}
        view={view}
        update={update}
        emptyText={t.staysEmpty}
        head={
          <>
            <Th>{t.orderNumber}</Th>
            <Th>{t.hotel}</Th>
            <Th>{t.checkIn}</Th>
            <Th>{t.checkOut}</Th>
            <Th className="text-right">{t.people}</Th>
            <Th>{t.orderStatus}</Th>
          </>
        }
        cells={(order) => {
          const path = hotelOrderPath(principal, order.order_status, order.id);
          return (
            <>
              <Td>
                {path ? (
                  <Link to={path} className="font-medium text-brand-800 underline-offset-2 hover:underline">
                    {order.order_id}
                  </Link>
                ) : (
                  order.order_id
                )}
              </Td>
              <Td>{order.hotel_name}</Td>
              <Td className="whitespace-nowrap">{order.check_in}</Td>
              <Td className="whitespace-nowrap">{order.check_out}</Td>
              <Td className="text-right">{order.count_of_people}</Td>
              <Td>
                <Badge tone={TONES[order.order_status] ?? "neutral"}>{t.orderStatuses[order.order_status]}</Badge>
              </Td>
            </>
          );
        }}
      />
    </div>
  );
}
