import { Tags } from "lucide-react";
import { useState } from "react";
import { can } from "@app/contract/roles";
import type { RoomGroup } from "@app/contract/schemas/rooms";
import type { PageProps } from "../../../lib/page-props.ts";
import { uzHotels } from "../../../i18n/hotels.ts";
import { ListPage } from "../../../layout/list-page.tsx";
import { formatCurrencyValue } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { defineListView, listQuery } from "../../../lib/list-view.ts";
import { useHotelOptions, useRoomTypeOptions } from "../../../lib/lookups.ts";
import { usePrincipal } from "../../../lib/session.tsx";
import { notifySuccess } from "../../../lib/toast.ts";
import { useListView } from "../../../lib/use-list-view.ts";
import { Button } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { FilterSelect } from "../../../ui/filter-select.tsx";
import { PagedTable } from "../../../ui/list-table.tsx";
import { RowActions } from "../../../ui/row-actions.tsx";
import { Td, Th } from "../../../ui/table.tsx";
import { BulkRoomsSheet } from "./bulk-rooms-sheet.tsx";
import { RoomGroupDialog } from "./room-group-dialog.tsx";
import { RoomTypesSheet } from "./room-types-sheet.tsx";
import { useDeleteRoomGroup, useRoomGroups } from "./rooms-api.ts";

const t = uzHotels.rooms;
const roomsView = defineListView({ filters: { hotel: {}, room_type: {} } });

type Panel = { kind: "types" } | { kind: "create" } | { kind: "edit"; group: RoomGroup } | null;

/** /hotels/rooms: the room groups (hotel + type) of every hotel, bulk creation, group edit and delete, room types. */
export default function RoomsPage({ title }: PageProps) {
  const currency = useOperatingCurrency();
  const [view, update] = useListView(roomsView);
  const writable = can(usePrincipal(), "hotels", "write");
  const list = useRoomGroups(listQuery(view));
  const hotels = useHotelOptions();
  const roomTypes = useRoomTypeOptions();
  const remove = useDeleteRoomGroup();
  const [panel, setPanel] = useState<Panel>(null);
  const [deleting, setDeleting] = useState<RoomGroup | null>(null);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(
      { hotel: deleting.hotel, room_type: deleting.room_type },
      {
        onSuccess: ({ deleted_count, kept_count }) => {
          notifySuccess(t.deletedGroup(deleted_count, kept_count));
          setDeleting(null);
          if (list.data?.results.length === 1 && view.page > 1 && kept_count === 0) update({ page: view.page - 1 });
        },
      },
    );

  return (
    <>
      <ListPage
        title={title}
        actions={
          <Button variant="secondary" onClick={() => setPanel({ kind: "types" })}>
            <Tags className="size-4" aria-hidden />
            {t.roomTypes}
          </Button>
        }
        create={writable && { label: t.addRooms, onClick: () => setPanel({ kind: "create" }) }}
        filters={
          <div className="flex flex-wrap items-end gap-3">
            <FilterSelect
              label={t.hotel}
              options={hotels.options}
              value={view.filters.hotel}
              onChange={(hotel) => update({ filters: { hotel } })}
            />
            <FilterSelect
              label={t.roomType}
              options={roomTypes.options}
              value={view.filters.room_type}
              onChange={(roomType) => update({ filters: { room_type: roomType } })}
            />
          </div>
        }
      >
        <PagedTable
          list={list}
          view={view}
          update={update}
          emptyText={t.empty}
          filtered={false}
          head={
            <>
              <Th>{t.hotel}</Th>
              <Th>{t.roomType}</Th>
              <Th className="text-right">{t.floor}</Th>
              <Th className="text-right">{t.count}</Th>
              <Th className="text-right">{t.occupied}</Th>
              <Th className="text-right">{t.available}</Th>
              <Th className="text-right">{t.freeBeds}</Th>
              <Th className="text-right">{t.capacity}</Th>
              <Th className="text-right">{t.columns.net(currency)}</Th>
              <Th className="text-right">{t.columns.profit(currency)}</Th>
              <Th className="text-right">{t.columns.gross(currency)}</Th>
            </>
          }
          cells={(group) => (
            <>
              <Td className="font-medium text-ink">{group.hotel_name}</Td>
              <Td>{group.room_name}</Td>
              <Td className="text-right">{group.floor}</Td>
              <Td className="text-right">{group.count}</Td>
              <Td className="text-right">{group.occupied_count}</Td>
              <Td className="text-right">{group.available_count}</Td>
              <Td className="text-right">{group.remaining_capacity}</Td>
              <Td className="text-right">{group.capacity}</Td>
              <Td className="text-right whitespace-nowrap">{formatCurrencyValue(group.net_price, currency)}</Td>
              <Td className="text-right whitespace-nowrap">{formatCurrencyValue(group.profit, currency)}</Td>
              <Td className="text-right font-medium whitespace-nowrap">{formatCurrencyValue(group.gross_price, currency)}</Td>
            </>
          )}
          actions={
            writable
              ? (group) => (
                  <RowActions
                    name={t.groupName(group.hotel_name, group.room_name)}
                    onEdit={() => setPanel({ kind: "edit", group })}
                    onDelete={() => setDeleting(group)}
                  />
                )
              : undefined
          }
        />
      </ListPage>
      {panel?.kind === "types" && <RoomTypesSheet writable={writable} onClose={() => setPanel(null)} />}
      {panel?.kind === "create" && (
        <BulkRoomsSheet hotel={view.filters.hotel} roomType={view.filters.room_type} onClose={() => setPanel(null)} />
      )}
      {panel?.kind === "edit" && <RoomGroupDialog group={panel.group} onClose={() => setPanel(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </>
  );
}
