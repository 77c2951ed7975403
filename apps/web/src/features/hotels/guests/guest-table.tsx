import type { GuestListItem, GuestStatus } from "@app/contract/schemas/guests";
import { reservationPath } from "@app/contract/web-paths";
import { Link } from "react-router";
import { uzCommon } from "../../../i18n/common.ts";
import { uzHotels } from "../../../i18n/hotels.ts";
import type { Currency } from "@app/contract/schemas/money";
import { formatCurrencyValue, withCurrency } from "../../../lib/format.ts";
import { Badge } from "../../../ui/badge.tsx";
import { Td, Th } from "../../../ui/table.tsx";

const t = uzHotels.guests;
const STATUS_TONE = { New: "success", Completed: "neutral", Canceled: "danger" } as const satisfies Record<GuestStatus, string>;

/**
 * The guest columns of ui/list-table.tsx's tables, for the all-hotels list and a hotel's own page,
 * prices in `currency`. A guest's number is its booking's, a link to the booking. `hotelNames`
 * (the hotel names by id) adds the hotel column the all-hotels list shows.
 */
export function guestColumns(currency: Currency, hotelNames?: ReadonlyMap<string, string>) {
  return {
    head: (
      <>
        <Th>{t.orderNumber}</Th>
        <Th>{t.fullName}</Th>
        <Th>{t.gender}</Th>
        {hotelNames && <Th>{t.hotel}</Th>}
        <Th>{t.room}</Th>
        <Th>{t.checkIn}</Th>
        <Th>{t.checkOut}</Th>
        <Th>{t.status}</Th>
        <Th className="text-right">{withCurrency(t.price, currency)}</Th>
      </>
    ),
    cells: (guest: GuestListItem) => (
      <>
        <Td className="whitespace-nowrap">
          <Link to={reservationPath(guest.hotel_order)} className="text-brand-800 underline-offset-2 hover:underline">
            {guest.booking_number}
          </Link>
        </Td>
        <Td className="font-medium text-ink">{guest.full_name}</Td>
        <Td>{t.genders[guest.gender]}</Td>
        {hotelNames && <Td>{hotelNames.get(guest.hotel) ?? uzCommon.notSet}</Td>}
        <Td className="whitespace-nowrap">
          {guest.room_number ?? uzCommon.notSet}
          {guest.room_name && <span className="block text-xs text-muted">{guest.room_name}</span>}
        </Td>
        <Td className="whitespace-nowrap">{guest.check_in}</Td>
        <Td className="whitespace-nowrap">{guest.check_out}</Td>
        <Td>
          <Badge tone={STATUS_TONE[guest.status]}>{t.statuses[guest.status]}</Badge>
        </Td>
        <Td className="text-right whitespace-nowrap">{formatCurrencyValue(guest.price, currency)}</Td>
      </>
    ),
  };
}
