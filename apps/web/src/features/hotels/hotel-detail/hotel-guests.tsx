import { uzHotels } from "../../../i18n/hotels.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { usePageState } from "../../../lib/use-page-state.ts";
import { NumberedTable } from "../../../ui/list-table.tsx";
import { PagedList } from "../../../ui/paged-list.tsx";
import { firstRowNumber } from "../../../ui/pagination-window.ts";
import { guestColumns } from "../guests/guest-table.tsx";
import { useGuests } from "../guests/guests-api.ts";

const t = uzHotels;

/** The hotel's guests, a page at a time (the page keeps its own place: the URL holds the chart's). */
export function HotelGuests({ hotelId }: { hotelId: string }) {
  const [pages, update] = usePageState();
  const guests = useGuests({ hotel: hotelId, page: pages.page, per_page: pages.perPage });
  const columns = guestColumns(useOperatingCurrency());
  return (
    <section aria-labelledby="hotel-guests-heading" className="flex flex-col gap-3">
      <h2 id="hotel-guests-heading" className="text-lg font-semibold text-ink">
        {t.guestsOfHotel}
      </h2>
      <PagedList list={guests} pages={pages} update={update} emptyText={t.guests.empty}>
        <NumberedTable rows={guests.data?.results ?? []} firstRow={firstRowNumber(pages.page, pages.perPage)} {...columns} />
      </PagedList>
    </section>
  );
}
