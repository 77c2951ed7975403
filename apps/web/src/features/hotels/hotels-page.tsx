import { useState } from "react";
import { Link } from "react-router";
import { can } from "@app/contract/roles";
import type { HotelListItem } from "@app/contract/schemas/hotels";
import { hotelPath } from "@app/contract/web-paths";
import type { PageProps } from "../../lib/page-props.ts";
import { uzHotels } from "../../i18n/hotels.ts";
import { ListPage } from "../../layout/list-page.tsx";
import { defineListView, listQuery } from "../../lib/list-view.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { useListView } from "../../lib/use-list-view.ts";
import { ListFilters } from "../../ui/list-filters.tsx";
import { ListTable } from "../../ui/list-table.tsx";
import { PhoneLink } from "../../ui/phone-link.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { HotelSheet } from "./hotel-sheet.tsx";
import { useDeleteHotel, useHotels } from "./hotels-api.ts";

const t = uzHotels;
/** The search and the page live in the URL; the list has no other filter. */
const hotelsView = defineListView({});

const sum = (hotel: HotelListItem, pick: (group: HotelListItem["rooms"][number]) => number) =>
  hotel.rooms.reduce((total, group) => total + pick(group), 0);

/** /hotels/hotel: the hotels with search and pages; writers create, edit and delete them. */
export default function HotelsPage({ title }: PageProps) {
  const [view, update] = useListView(hotelsView);
  const writable = can(usePrincipal(), "hotels", "write");
  const list = useHotels(listQuery(view));
  const remove = useDeleteHotel();
  const [editing, setEditing] = useState<HotelListItem | "new" | null>(null);

  return (
    <>
      <ListPage
        title={title}
        create={writable && { label: t.newHotel, onClick: () => setEditing("new") }}
        filters={<ListFilters view={view} update={update} placeholder={t.searchHotels} />}
      >
        <ListTable
          list={list}
          view={view}
          update={update}
          emptyText={t.empty}
          head={
            <>
              <Th>{t.name}</Th>
              <Th>{t.address}</Th>
              <Th>{t.phone}</Th>
              <Th>{t.email}</Th>
              <Th>{t.rating}</Th>
              <Th className="text-right">{t.roomCount}</Th>
              <Th className="text-right">{t.freeRooms}</Th>
            </>
          }
          cells={(hotel) => (
            <>
              <Td>
                <Link to={hotelPath(hotel.id)} className="font-medium text-brand-800 underline-offset-2 hover:underline">
                  {hotel.name}
                </Link>
              </Td>
              <Td className="max-w-xs break-words">{hotel.address}</Td>
              <Td>
                <PhoneLink phone={hotel.phone_number} />
              </Td>
              <Td>{hotel.email}</Td>
              <Td>{hotel.rating.toFixed(1)}</Td>
              <Td className="text-right">{sum(hotel, (group) => group.count)}</Td>
              <Td className="text-right">{sum(hotel, (group) => group.available_count)}</Td>
            </>
          )}
          onEdit={writable ? setEditing : undefined}
          remove={remove}
          deletedMessage={t.deleted}
        />
      </ListPage>
      {editing && <HotelSheet hotel={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
