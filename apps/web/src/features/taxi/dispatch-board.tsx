import { useState, type DragEvent } from "react";
import type { DayView, Transfer } from "@app/contract/schemas/taxi";
import { uzTaxi } from "../../i18n/taxi.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Segmented } from "../../ui/segmented.tsx";
import { blockWidth, dayOffset, rowsBy, timeOf } from "./day-timeline.ts";
import { useDrivers, useMoveOrder } from "./taxi-api.ts";

const t = uzTaxi;
const HOURS = [0, 3, 6, 9, 12, 15, 18, 21, 24];
const DRAG_TYPE = "application/x-transfer";

type Row = { id: string; title: string; subtitle: string; trips: Transfer[] };
type Mode = "vehicles" | "drivers";

function TripBlock({ trip, writable, onPick }: { trip: Transfer; writable: boolean; onPick: (trip: Transfer) => void }) {
  const left = dayOffset(trip.perform_date) ?? 0;
  const time = timeOf(trip.perform_date);
  const title = trip.group_name ?? trip.from_location;
  // The name is the text the block shows (and, for those who may move it, what picking it does).
  return (
    <button
      type="button"
      draggable={writable}
      disabled={!writable}
      onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, trip.id)}
      onClick={() => onPick(trip)}
      title={`${t.tripLabel(time, title, trip.passenger_count)} · ${trip.from_location} → ${trip.to_location ?? ""}`}
      data-trip={trip.id}
      className={cn(
        "absolute inset-y-1 overflow-hidden rounded-md px-1 text-left text-[11px] leading-tight text-white shadow-sm",
        trip.status === "completed" ? "bg-green-700" : "bg-brand-700",
        writable && "cursor-grab focus-visible:outline-2 focus-visible:outline-amber-500",
      )}
      style={{ left: `${left}%`, width: `${Math.max(blockWidth(trip.perform_date, trip.duration_minutes), 1.5)}%` }}
    >
      <span className="block truncate font-semibold">
        {time} {title}
      </span>
      {trip.passenger_count !== null && <span className="block truncate">{t.passengersValue(trip.passenger_count)}</span>}
      {writable && <span className="sr-only">{t.moveTrip}</span>}
    </button>
  );
}

function BoardRow({ row, writable, onDrop, onPick }: { row: Row; writable: boolean; onDrop: (tripId: string, rowId: string) => void; onPick: (trip: Transfer) => void }) {
  const [over, setOver] = useState(false);
  const accept = (event: DragEvent) => {
    if (!writable || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    setOver(true);
  };
  return (
    <li className="grid grid-cols-[12rem_1fr] items-stretch gap-2" data-row={row.id} aria-label={row.title}>
      <div className="py-1">
        <p className="truncate text-sm font-semibold text-ink">{row.title}</p>
        <p className="truncate text-xs text-muted">{row.subtitle}</p>
      </div>
      <div
        onDragOver={accept}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          setOver(false);
          const id = event.dataTransfer.getData(DRAG_TYPE);
          if (id) onDrop(id, row.id);
        }}
        className={cn("relative h-12 rounded-lg border border-line bg-slate-50", over && "border-brand-600 bg-brand-50")}
      >
        {row.trips.map((trip) => (
          <TripBlock key={trip.id} trip={trip} writable={writable} onPick={onPick} />
        ))}
      </div>
    </li>
  );
}

/**
 * The dispatcher's day: a row per vehicle (or per driver), each trip a block on the hours of the
 * day as long as it lasts. A block dragged to another row, or picked and moved from the dialog
 * (the keyboard's way), asks the server to move it; a refusal is toasted once by the client.
 */
export function DispatchBoard({ vehicles, writable }: { vehicles: DayView[]; writable: boolean }) {
  const [mode, setMode] = useState<Mode>("vehicles");
  const [picked, setPicked] = useState<Transfer | null>(null);
  const drivers = useDrivers({ status: true, per_page: 100 });
  const move = useMoveOrder();
  const trips = vehicles.flatMap((vehicle) => vehicle.orders);
  const byDriver = rowsBy(trips, (trip) => trip.driver);
  const rows: Row[] =
    mode === "vehicles"
      ? vehicles.map((vehicle) => ({
          id: vehicle.id,
          title: vehicle.plate_number ? `${vehicle.name} · ${vehicle.plate_number}` : vehicle.name,
          subtitle: `${vehicle.name_of_driver} · ${t.seatsCount(vehicle.amount_of_people)}`,
          trips: vehicle.orders,
        }))
      : (drivers.data?.results ?? []).map((driver) => ({
          id: driver.id,
          title: driver.full_name,
          subtitle: driver.phone,
          trips: byDriver.rows.get(driver.id) ?? [],
        }));
  const moveTo = (tripId: string, rowId: string) => {
    const trip = trips.find((candidate) => candidate.id === tripId);
    if (!trip || (mode === "vehicles" ? trip.transport : trip.driver) === rowId) return;
    move.mutate({ id: tripId, to: mode === "vehicles" ? { transport: rowId } : { driver: rowId } });
    setPicked(null);
  };

  return (
    <div className="flex flex-col gap-3">
      <Segmented
        legend={t.boardBy}
        value={mode}
        onChange={(value) => setMode(value === "drivers" ? "drivers" : "vehicles")}
        options={[
          { value: "vehicles", label: t.byVehicle },
          { value: "drivers", label: t.byDriver },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
        <section aria-label={t.dispatchBoard} className="overflow-x-auto">
          <div className="min-w-[48rem]">
            <div className="ml-[12.5rem] flex justify-between text-[11px] text-muted tabular-nums" aria-hidden>
              {HOURS.map((hour) => (
                <span key={hour}>{String(hour).padStart(2, "0")}</span>
              ))}
            </div>
            <ul className="flex flex-col gap-1">
              {rows.map((row) => (
                <BoardRow key={row.id} row={row} writable={writable} onDrop={moveTo} onPick={setPicked} />
              ))}
            </ul>
          </div>
        </section>
        <aside aria-label={t.unassigned} className="rounded-xl border border-line bg-surface p-3">
          <h3 className="mb-2 text-sm font-semibold text-ink">{t.unassigned}</h3>
          {byDriver.unassigned.length === 0 ? (
            <p className="text-sm text-muted">{t.noUnassigned}</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {byDriver.unassigned.map((trip) => (
                <li key={trip.id}>
                  <button
                    type="button"
                    draggable={writable}
                    onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, trip.id)}
                    onClick={() => setPicked(trip)}
                    disabled={!writable}
                    className="w-full rounded-lg border border-line p-2 text-left hover:bg-slate-50"
                  >
                    <span className="font-semibold tabular-nums">{timeOf(trip.perform_date)}</span> {trip.group_name ?? ""}
                    <span className="block text-xs text-muted">
                      {trip.from_location} → {trip.to_location ?? ""} · {trip.transport_model_name}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
      {picked && (
        <Dialog open onOpenChange={(open) => !open && setPicked(null)} title={t.moveTitle} description={t.moveDescription(timeOf(picked.perform_date), picked.from_location)}>
          <div className="flex flex-col gap-2">
            <p className="text-sm text-muted">{mode === "vehicles" ? t.moveToVehicle : t.moveToDriver}</p>
            {rows.map((row) => (
              <Button
                key={row.id}
                variant="secondary"
                disabled={(mode === "vehicles" ? picked.transport : picked.driver) === row.id}
                onClick={() => moveTo(picked.id, row.id)}
              >
                {row.title}
              </Button>
            ))}
          </div>
        </Dialog>
      )}
    </div>
  );
}
