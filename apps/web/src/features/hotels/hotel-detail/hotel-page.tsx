import { Mail, MapPin, Phone, Star } from "lucide-react";
import { useParams } from "react-router";
import type { PageProps } from "../../../lib/page-props.ts";
import { uzHotels } from "../../../i18n/hotels.ts";
import { PageHeader } from "../../../layout/page-header.tsx";
import { RecordPage } from "../../../layout/record-page.tsx";
import { formatAmount } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { PhoneLink } from "../../../ui/phone-link.tsx";
import { RecordHistory } from "../../../ui/record-history.tsx";
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

  return (
    <RecordPage title={title} back={{ to: "/hotels/hotel", label: t.backToList }} record={hotel} notFound={t.notFound}>
      {(data) => (
        <div className="flex flex-col gap-8">
          <div>
            <PageHeader title={data.name} />
            <ul className="-mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
              <li className="flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden />
                {data.address}
              </li>
              <li className="flex items-center gap-1.5">
                <Phone className="size-4" aria-hidden />
                <PhoneLink phone={data.phone_number} />
              </li>
              <li className="flex items-center gap-1.5">
                <Mail className="size-4" aria-hidden />
                {data.email}
              </li>
              <li className="flex items-center gap-1.5">
                <Star className="size-4" aria-hidden />
                {t.rating}: {data.rating.toFixed(1)}
              </li>
              <li>
                {t.guestsTotal}: <span className="font-medium text-ink">{formatAmount(data.total_guests_price, currency)}</span>
              </li>
            </ul>
          </div>
          <RoomGroups groups={data.rooms} />
          <TodayMovements hotelId={id} />
          <OccupancyChart hotelId={id} />
          <HotelGuests hotelId={id} />
          <RecordHistory entity="hotels" id={id} />
        </div>
      )}
    </RecordPage>
  );
}
