import { Controller, type UseFormReturn } from "react-hook-form";
import type { AvailableRoom } from "@app/contract/schemas/rooms";
import { uzOrders } from "../../../../i18n/orders.ts";
import type { BookingValues } from "./booking-form.ts";

const t = uzOrders;

type GroupRoomsProps = { form: UseFormReturn<BookingValues>; rooms: AvailableRoom[] };

/** A group booking's rooms: every room with free beds over the stay, and how many beds the chosen ones give. */
export function GroupRooms({ form, rooms }: GroupRoomsProps) {
  return (
    <Controller
      control={form.control}
      name="rooms"
      render={({ field, fieldState }) => {
        const chosen = new Set(field.value);
        const toggle = (id: string) => field.onChange(chosen.has(id) ? field.value.filter((room) => room !== id) : [...field.value, id]);
        return (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-ink">{t.pickRooms}</legend>
            <div className="grid max-h-64 gap-1 overflow-y-auto rounded-lg border border-line p-2 sm:grid-cols-2">
              {rooms.map((room) => (
                <label key={room.id} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={chosen.has(room.id)}
                    onChange={() => toggle(room.id)}
                  />
                  {t.roomCheckbox(room.room_number, room.room_name, room.free_beds)}
                </label>
              ))}
            </div>
            {fieldState.error && (
              <p role="alert" className="text-sm text-danger">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
