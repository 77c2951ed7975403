import { ArrowLeft, Mail, MapPin, Phone, Star } from "lucide-react";
import { Link, useParams } from "react-router";
import type { PageProps } from "../../../lib/page-props.ts";
import { uzHotels } from "../../../i18n/hotels.ts";
import { PageHeader } from "../../../layout/page-header.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { formatAmount } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { ListState } from "../../../ui/list-state.tsx";
import { PhoneLink } from "../../../ui/phone-link.tsx";
import { useHotel } from "../hotels-api.ts";
import { HotelGuests } from "./hotel-guests.tsx";
import { OccupancyChart } from "./occupancy-chart.tsx";
import { RoomGroups } from "./room-groups.tsx";
import { TodayMovements } from "./today-movements.tsx";

const t = uzHotels;

/** /hotels/hotel/{id}: the hotel, its room groups, today's movements, the occupancy chart and its guests. */
export default function HotelPage({ title }: PageProps) {
  const currency = useOperatingCurrency();
  const id = useParams().id ?? "";
  const hotel = useHotel(id);
  const missing = hotel.error instanceof ApiError && hotel.error.status === 404;

  return (
    <>
      <Link to="/hotels/hotel" className="mb-3 inline-flex items-center gap-1.5 text-sm text-brand-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t.backToList}
      </Link>
      {missing ? (
        <>
          <PageHeader title={title} />
          <p className="text-muted">{t.notFound}</p>
        </>
      ) : (
        <ListState isLoading={hotel.isPending} isError={hotel.isError} error={hotel.error} onRetry={() => void hotel.refetch()} isEmpty={false}>
          {hotel.data && (
            <div className="flex flex-col gap-8">
              <div>
                <PageHeader title={hotel.data.name} />
                <ul className="-mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
                  <li className="flex items-center gap-1.5">
                    <MapPin className="size-4" aria-hidden />
                    {hotel.data.address}
                  </li>
                  <li className="flex items-center gap-1.5">
                    <Phone className="size-4" aria-hidden />
                    <PhoneLink phone={hotel.data.phone_number} />
                  </li>
                  <li className="flex items-center gap-1.5">
                    <Mail className="size-4" aria-hidden />
                    {hotel.data.email}
                  </li>
                  <li className="flex items-center gap-1.5">
                    <Star className="size-4" aria-hidden />
                    {t.rating}: {hotel.data.rating.toFixed(1)}
                  </li>
                  <li>
                    {t.guestsTotal}: <span className="font-medium text-ink">{formatAmount(hotel.data.total_guests_price, currency)}</span>
                  </li>
                </ul>
              </div>
              <RoomGroups groups={hotel.data.rooms} />
              <TodayMovements hotelId={id} />
              <OccupancyChart hotelId={id} />
              <HotelGuests hotelId={id} />
            </div>
          )}
        </ListState>
      )}
    </>
  );
}
