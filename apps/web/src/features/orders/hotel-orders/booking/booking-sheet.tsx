import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect } from "react";
import { Controller, useForm, useWatch, type Control } from "react-hook-form";
import { businessDateOf, wireToLocalDateTime } from "@app/contract/dates";
import { MEALS, type HotelOrder } from "@app/contract/schemas/hotel-orders";
import type { Settings } from "@app/contract/schemas/settings";
import { uzMeals } from "../../../../i18n/common.ts";
import { uzOrders } from "../../../../i18n/orders.ts";
import { ApiError } from "../../../../lib/api-error.ts";
import { formatAmount } from "../../../../lib/format.ts";
import { useOperatingCurrency } from "../../../../lib/operating-currency.ts";
import { useHotelOptions, useRoomTypeOptions } from "../../../../lib/lookups.ts";
import { requireChoices } from "../../../../lib/require-choices.ts";
import { useSettings } from "../../../../lib/settings.ts";
import { createOrUpdate, sendWith, useSaveForm } from "../../../../lib/use-save-form.ts";
import { Field } from "../../../../ui/field.tsx";
import { FormSheet } from "../../../../ui/form-sheet.tsx";
import { Input } from "../../../../ui/input.tsx";
import { Segmented } from "../../../../ui/segmented.tsx";
import { Select } from "../../../../ui/select.tsx";
import { WireDateTimeInput } from "../../../../ui/wire-date-input.tsx";
import {
  useAmendHotelOrder,
  useAvailableRooms,
  useCreateHotelOrder,
  useGuestGroups,
  useRefreshAvailability,
} from "../hotel-orders-api.ts";
import { bookingBody, bookingSchema, bookingValuesOf, emptyBooking, wireDateTime, type BookingValues } from "./booking-form.ts";
import { GroupRooms } from "./group-rooms.tsx";
import { GuestRows } from "./guest-rows.tsx";
import { PricePreview } from "./price-preview.tsx";
import { stayNights } from "./stay-price.ts";

const t = uzOrders;

/** Check-in or check-out: the form holds a datetime-local value, the boxes show dd.MM.yyyy and HH:mm. */
function StayMomentInput({ control, name }: { control: Control<BookingValues>; name: "check_in" | "check_out" }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <WireDateTimeInput
          value={wireDateTime(field.value)}
          onChange={(wire) => field.onChange(wire ? (wireToLocalDateTime(wire) ?? "") : "")}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
        />
      )}
    />
  );
}
/** A new booking's stay: today's arrival at the company's check-in time, tomorrow's departure at its check-out time. */
const companyStay = (times: Settings) => ({ today: businessDateOf(new Date()), checkInTime: times.check_in_time, checkOutTime: times.check_out_time });

const FIELDS = ["hotel", "check_in", "check_out", "room", "rooms", "guest_group", "count_of_people", "guest_details", "meals"] as const;
const typeOptions = [
  { value: "individual", label: t.individual },
  { value: "group", label: t.groupBooking },
];

type BookingSheetProps = {
  onClose: () => void;
} & ({ hotel: string; group?: string; order?: undefined } | { hotel?: undefined; group?: undefined; order: HotelOrder });

/**
 * 'Yangi bron': an individual booking (one room, its guests) or a group one (a guest group,
 * several rooms). Rooms are offered with their free beds for the chosen stay; the price shows
 * before saving. A room taken meanwhile (409) is the server's message, and the rooms refresh.
 * With an `order` it is 'Tahrirlash': the same form holding the booking as it stands, whose own
 * beds count as free, saved as an amendment; the booking's type stays.
 */
export function BookingSheet({ hotel, group, order, onClose }: BookingSheetProps) {
  const currency = useOperatingCurrency();
  const create = useCreateHotelOrder();
  const amend = useAmendHotelOrder();
  const refreshAvailability = useRefreshAvailability();
  const hotels = useHotelOptions();
  const roomTypes = useRoomTypeOptions();
  const groups = useGuestGroups(group ?? order?.guest_group?.id);
  const settings = useSettings();
  const form = useForm<BookingValues>({
    resolver: requireChoices(zodResolver(bookingSchema, undefined, { raw: true }), ["hotel", "check_in", "check_out", "guest_group"]),
    defaultValues: order ? bookingValuesOf(order) : emptyBooking(hotel ?? "", settings.data && companyStay(settings.data), group),
  });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: sendWith(
      createOrUpdate(order ?? null, create, sendWith(amend, ({ id, input }) => ({ id, body: input }))),
      bookingBody,
    ),
    fields: FIELDS,
    savedMessage: (saved) => (order ? t.amended(saved.order_id) : t.booked(saved.order_id)),
    onSaved: onClose,
    onClose,
    onFailed: (error) => {
      if (error instanceof ApiError && error.status === 409) refreshAvailability();
    },
  });

  // Settings read after the form was made still set the stay, unless it was already typed.
  const times = order ? undefined : settings.data;
  useEffect(() => {
    if (!times || form.getFieldState("check_in").isDirty || form.getFieldState("check_out").isDirty) return;
    const stay = emptyBooking("", companyStay(times));
    if (form.getValues("check_in") === stay.check_in && form.getValues("check_out") === stay.check_out) return;
    form.resetField("check_in", { defaultValue: stay.check_in });
    form.resetField("check_out", { defaultValue: stay.check_out });
  }, [times, form]);
  const [chosenHotel, guestType, checkIn, checkOut, roomType, room, rooms, people] = useWatch({
    control: form.control,
    name: ["hotel", "guest_type", "check_in", "check_out", "room_type", "room", "rooms", "count_of_people"],
  });
  const stay = { check_in: wireDateTime(checkIn), check_out: wireDateTime(checkOut) };
  const nights = stayNights(stay.check_in, stay.check_out);
  const asked =
    chosenHotel && nights !== null
      ? { hotel: chosenHotel, ...stay, ...(roomType ? { room_type: roomType } : {}), ...(order ? { except_order: order.id } : {}) }
      : null;
  const available = useAvailableRooms(asked);
  const freeRooms = asked ? (available.data ?? []).filter((option) => option.free_beds > 0) : [];
  const chosen = guestType === "individual" ? [room] : rooms;
  const chosenRooms = freeRooms.filter((option) => chosen.includes(option.id));

  // A choice the rooms on offer no longer include (other dates, hotel or type) is dropped.
  useEffect(() => {
    if (!available.data) return;
    const free = new Set(available.data.filter((option) => option.free_beds > 0).map((option) => option.id));
    const { room: single, rooms: several } = form.getValues();
    if (single && !free.has(single)) form.setValue("room", "");
    if (several.some((id) => !free.has(id))) form.setValue("rooms", several.filter((id) => free.has(id)));
  }, [available.data, form]);

  // The head count follows the group chosen, here or by the page that opened the form, until typed.
  const takeGroupCount = useCallback(
    (id: string) => {
      const chosen = groups.data?.results.find((option) => option.id === id);
      if (chosen && !form.getFieldState("count_of_people").isDirty) form.setValue("count_of_people", String(chosen.count));
    },
    [groups.data, form],
  );
  // The select shows the group only once its options have come, so it is set again then.
  useEffect(() => {
    if (!group || !groups.data) return;
    form.setValue("guest_group", group);
    takeGroupCount(group);
  }, [group, groups.data, form, takeGroupCount]);
  const chooseGroup = form.register("guest_group", {
    onChange: (event: { target: { value: string } }) => takeGroupCount(event.target.value),
  });
  const formError = (errors as Record<string, { message?: string } | undefined>).non_field_errors?.message;
  const chosenBeds = chosenRooms.reduce((sum, option) => sum + option.free_beds, 0);

  return (
    <FormSheet size="wide" title={order ? t.editTitle(order.order_id) : t.bookingTitle} save={save}>
      {order ? (
        <p className="text-sm text-muted">
          {t.bookingType}: <span className="font-medium text-ink">{t.types[order.guest_type]}</span> ({t.typeFixed})
        </p>
      ) : (
        <Controller
          control={form.control}
          name="guest_type"
          render={({ field }) => <Segmented legend={t.bookingType} options={typeOptions} value={field.value} onChange={field.onChange} />}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.hotel} error={errors.hotel?.message} className="sm:col-span-2">
          <Select options={hotels.options} placeholder={t.chooseHotel} {...form.register("hotel")} />
        </Field>
        <Field label={t.checkInAt} error={errors.check_in?.message}>
          <StayMomentInput control={form.control} name="check_in" />
        </Field>
        <Field label={t.checkOutAt} error={errors.check_out?.message}>
          <StayMomentInput control={form.control} name="check_out" />
        </Field>
      </div>

      {asked === null ? (
        <p className="rounded-lg border border-dashed border-line p-4 text-sm text-muted">{t.roomsHint}</p>
      ) : (
        <div className="flex flex-col gap-4">
          <Field label={t.filterRoomType} className="w-60">
            <Select options={[{ value: "", label: t.allRoomTypes }, ...roomTypes.options]} {...form.register("room_type")} />
          </Field>
          {available.isPending ? (
            <p className="text-sm text-muted">{t.roomsLoading}</p>
          ) : freeRooms.length === 0 ? (
            <p className="text-sm text-muted">{t.noFreeRooms}</p>
          ) : guestType === "individual" ? (
            <Field label={t.room} error={errors.room?.message}>
              <Select
                placeholder={t.chooseRoom}
                options={freeRooms.map((option) => ({
                  value: option.id,
                  label: t.roomOption(option.room_number, option.room_name, option.free_beds, formatAmount(option.gross_price, currency)),
                }))}
                {...form.register("room")}
              />
            </Field>
          ) : (
            <GroupRooms form={form} rooms={freeRooms} />
          )}
        </div>
      )}

      {guestType === "individual" ? (
        <GuestRows form={form} freeBeds={chosenRooms[0]?.free_beds ?? null} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.guestGroup} error={errors.guest_group?.message}>
            <Select
              placeholder={t.chooseGroup}
              options={(groups.data?.results ?? []).map((option) => ({ value: option.id, label: t.groupOption(option.name, option.count) }))}
              {...chooseGroup}
            />
          </Field>
          <Field
            label={t.peopleCount}
            error={errors.count_of_people?.message}
            hint={rooms.length ? t.bedsSummary(chosenBeds, Number(people) || 0) : undefined}
          >
            <Input inputMode="numeric" autoComplete="off" {...form.register("count_of_people")} />
          </Field>
        </div>
      )}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">{t.meals}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {MEALS.map((meal) => (
            <label key={meal} className="flex cursor-pointer items-center gap-2 text-sm text-ink">
              <input type="checkbox" value={meal} className="size-4 accent-brand-700" {...form.register("meals")} />
              {uzMeals[meal]}
            </label>
          ))}
        </div>
        <p className="text-xs text-muted">{t.mealsHint}</p>
        {errors.meals?.message && (
          <p role="alert" className="text-sm text-danger">
            {errors.meals.message}
          </p>
        )}
      </fieldset>

      <PricePreview nights={nights} grossPrices={chosenRooms.map((option) => option.gross_price)} />
      {formError && (
        <p role="alert" className="text-sm text-danger">
          {formError}
        </p>
      )}
    </FormSheet>
  );
}
