import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState, type CSSProperties } from "react";
import { Link, useSearchParams } from "react-router";
import {
  addDays,
  businessDateOf,
  type CalendarDate,
  daysBetween,
  formatIsoDate,
  parseIsoDate,
} from "@app/contract/dates";
import type { HotelOccupancy, OccupancyBooking } from "@app/contract/schemas/hotels";
import { hotelOrderPath } from "@app/contract/web-paths";
import { uzHotels } from "../../../i18n/hotels.ts";
import { cn } from "../../../lib/cn.ts";
import { usePrincipal } from "../../../lib/session.tsx";
import { Button } from "../../../ui/button.tsx";
import { Field } from "../../../ui/field.tsx";
import { IsoDateInput } from "../../../ui/wire-date-input.tsx";
import { ListState } from "../../../ui/list-state.tsx";
import { Pagination } from "../../../ui/pagination.tsx";
import { useOccupancy } from "../hotels-api.ts";
import { assignLanes, barGeometry } from "./occupancy-geometry.ts";
import { STATUS_BAR, StatusLegend } from "./status-legend.tsx";

const t = uzHotels;
const DAYS = 30;
const STEP_DAYS = 7;
const DAY_WIDTH = 44;
const ROOM_COLUMN = 150;
const LANE_HEIGHT = 30;
/** Hundreds of rooms would make a page-long chart: it shows a page of rooms at a time. */
const ROOMS_PER_PAGE = 20;

type ChartRoom = HotelOccupancy["rooms"][number];

/** The window's first day lives in the URL (?from=yyyy-MM-dd), so a link or a reload shows the same days. */
function useWindowStart(today: CalendarDate) {
  const [params, setParams] = useSearchParams();
  const first = parseIsoDate(params.get("from") ?? "") ?? today;
  const moveTo = (date: CalendarDate) =>
    setParams(
      (current) => {
        current.set("from", formatIsoDate(date));
        return current;
      },
      { replace: true },
    );
  return [first, moveTo] as const;
}

/**
 * The occupancy chart of a hotel's page: rooms down the side, 30 days across, each booking a bar
 * coloured by its status that opens its order. Bars are placed with plain absolute positioning.
 */
export function OccupancyChart({ hotelId }: { hotelId: string }) {
  const today = businessDateOf(new Date());
  const [first, moveTo] = useWindowStart(today);
  const occupancy = useOccupancy(hotelId, formatIsoDate(first), DAYS);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(ROOMS_PER_PAGE);
  const rooms = occupancy.data?.rooms ?? [];
  const shown = rooms.slice((page - 1) * perPage, page * perPage);
  const todayIndex = daysBetween(first, today);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">
          {t.chart}
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <Button variant="secondary" size="icon" aria-label={t.chartPrevious} title={t.chartPrevious} onClick={() => moveTo(addDays(first, -STEP_DAYS))}>
            <ChevronLeft className="size-4" aria-hidden />
          </Button>
          <Field label={t.chartFrom} className="w-44">
            <IsoDateInput
              value={formatIsoDate(first)}
              onChange={(day) => {
                const date = parseIsoDate(day);
                if (date) moveTo(date);
              }}
            />
          </Field>
          <Button variant="secondary" size="icon" aria-label={t.chartNext} title={t.chartNext} onClick={() => moveTo(addDays(first, STEP_DAYS))}>
            <ChevronRight className="size-4" aria-hidden />
          </Button>
          <Button variant="secondary" onClick={() => moveTo(today)}>
            {t.today}
          </Button>
        </div>
      </div>
      <StatusLegend />
      <ListState isLoading={occupancy.isPending} isError={occupancy.isError} error={occupancy.error} onRetry={() => void occupancy.refetch()} isEmpty={rooms.length === 0} emptyText={t.chartEmpty}>
        <div
          role="region"
          aria-label={t.chart}
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-line bg-surface"
        >
          <div style={{ width: ROOM_COLUMN + DAYS * DAY_WIDTH }}>
            <DayHeader first={first} todayIndex={todayIndex} />
            {shown.map((room) => (
              <RoomRow key={room.id} room={room} first={first} todayIndex={todayIndex} />
            ))}
          </div>
        </div>
        <Pagination
          page={page}
          perPage={perPage}
          count={rooms.length}
          onPageChange={setPage}
          onPerPageChange={(size) => {
            setPerPage(size);
            setPage(1);
          }}
        />
      </ListState>
    </div>
  );
}

function DayHeader({ first, todayIndex }: { first: CalendarDate; todayIndex: number }) {
  return (
    <div className="flex border-b border-line bg-slate-50 text-xs text-muted" aria-hidden>
      <div className="sticky left-0 z-10 flex items-center bg-slate-50 px-3 font-semibold" style={{ width: ROOM_COLUMN }}>
        {t.chartRoom}
      </div>
      {Array.from({ length: DAYS }, (_, index) => {
        const day = addDays(first, index);
        const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
        return (
          <div
            key={index}
            className={cn(
              "flex flex-col items-center border-l border-line py-1",
              index === todayIndex && "bg-brand-100 font-semibold text-brand-900",
            )}
            style={{ width: DAY_WIDTH }}
          >
            <span>{`${String(day.day).padStart(2, "0")}.${String(day.month).padStart(2, "0")}`}</span>
            <span>{t.weekdays[weekday]}</span>
          </div>
        );
      })}
    </div>
  );
}

function RoomRow({ room, first, todayIndex }: { room: ChartRoom; first: CalendarDate; todayIndex: number }) {
  const placed = room.bookings.flatMap((booking) => {
    const geometry = barGeometry(booking.check_in, booking.check_out, first, DAYS);
    return geometry ? [{ booking, geometry }] : [];
  });
  const { lanes, count } = assignLanes(placed.map(({ geometry }) => geometry));
  const track: CSSProperties = {
    width: DAYS * DAY_WIDTH,
    height: count * LANE_HEIGHT + 6,
    backgroundImage: "linear-gradient(to right, var(--color-line) 1px, transparent 1px)",
    backgroundSize: `${DAY_WIDTH}px 100%`,
  };
  return (
    <div className="flex border-b border-line last:border-b-0">
      <div className="sticky left-0 z-10 flex flex-col justify-center bg-surface px-3 py-1" style={{ width: ROOM_COLUMN }}>
        <span className="text-sm font-medium text-ink">{room.room_number}</span>
        <span className="truncate text-xs text-muted">
          {room.room_name}, {t.capacityShort(room.capacity)}
        </span>
      </div>
      <div className="relative" style={track}>
        {todayIndex >= 0 && todayIndex < DAYS && (
          <div className="absolute inset-y-0 bg-brand-50" style={{ left: todayIndex * DAY_WIDTH + 1, width: DAY_WIDTH - 1 }} aria-hidden />
        )}
        {placed.map(({ booking, geometry }, index) => (
          <BookingBar
            key={booking.id}
            booking={booking}
            style={{
              left: `${geometry.left * 100}%`,
              width: `${geometry.width * 100}%`,
              top: 3 + lanes[index] * LANE_HEIGHT,
              height: LANE_HEIGHT - 4,
            }}
            cutStart={geometry.cutStart}
            cutEnd={geometry.cutEnd}
          />
        ))}
      </div>
    </div>
  );
}

type BookingBarProps = { booking: OccupancyBooking; style: CSSProperties; cutStart: boolean; cutEnd: boolean };

/** A bar names its order fully for screen readers and opens it, when the role may read it. */
function BookingBar({ booking, style, cutStart, cutEnd }: BookingBarProps) {
  const path = hotelOrderPath(usePrincipal(), booking.status, booking.id);
  const description = t.chartBar(booking.order_id, booking.label, booking.check_in, booking.check_out, t.status[booking.status]);
  const className = cn(
    "absolute flex items-center overflow-hidden rounded-md px-2 text-xs font-medium whitespace-nowrap text-white shadow-sm",
    STATUS_BAR[booking.status],
    cutStart && "rounded-l-none",
    cutEnd && "rounded-r-none",
    path && "hover:brightness-110 focus-visible:z-20",
  );
  const content = (
    <>
      <span className="truncate" aria-hidden>
        {booking.label || booking.order_id}
      </span>
      <span className="sr-only">{description}</span>
    </>
  );
  return path ? (
    <Link to={path} className={className} style={style} title={description} data-order={booking.order_id}>
      {content}
    </Link>
  ) : (
    <div className={className} style={style} title={description} data-order={booking.order_id}>
      {content}
    </div>
  );
}
