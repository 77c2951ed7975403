import { useState } from "react";
import { uz } from "../../../i18n/uz.ts";
import { ListState } from "../../../ui/list-state.tsx";
import { Pagination } from "../../../ui/pagination.tsx";
import { DEFAULT_PAGE_SIZE, firstRowNumber } from "../../../ui/pagination-window.ts";
import { GuestTable } from "../guests/guest-table.tsx";
import { useGuests } from "../guests/guests-api.ts";

const t = uz.hotels;

/** The hotel's guests, a page at a time (the page keeps its own place: the URL holds the chart's). */
export function HotelGuests({ hotelId }: { hotelId: string }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const guests = useGuests({ hotel: hotelId, page, per_page: perPage });
  const rows = guests.data?.results ?? [];
  return (
    <section aria-labelledby="hotel-guests-heading" className="flex flex-col gap-3">
      <h2 id="hotel-guests-heading" className="text-lg font-semibold text-ink">
        {t.guestsOfHotel}
      </h2>
      <ListState isLoading={guests.isPending} isError={guests.isError} isEmpty={rows.length === 0} emptyText={t.guests.empty}>
        <GuestTable guests={rows} firstRow={firstRowNumber(page, perPage)} />
      </ListState>
      <Pagination
        page={page}
        perPage={perPage}
        count={guests.data?.count ?? 0}
        onPageChange={setPage}
        onPerPageChange={(size) => {
          setPerPage(size);
          setPage(1);
        }}
      />
    </section>
  );
}
