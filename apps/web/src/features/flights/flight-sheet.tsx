import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { FLIGHT_DIRECTIONS, flightInput, type Flight } from "@app/contract/schemas/flights";
import { uzFlights } from "../../i18n/flights.ts";
import { createOrUpdate, useSaveForm } from "../../lib/use-save-form.ts";
import { Field } from "../../ui/field.tsx";
import { FormSheet } from "../../ui/form-sheet.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { WireDateTimeInput } from "../../ui/wire-date-input.tsx";
import { type FlightBody, useAirportOptions, useCreateFlight, useUpdateFlight } from "./flights-api.ts";
import { GroupPicker, type PickedGroup } from "./group-picker.tsx";
import { RecordHistory } from "../../ui/record-history.tsx";

const t = uzFlights;
const FIELDS = ["number", "airline", "airport", "direction", "scheduled_at", "groups"] as const;
const DIRECTION_OPTIONS = FLIGHT_DIRECTIONS.map((direction) => ({ value: direction, label: t.directions[direction] }));

function valuesOf(flight: Flight | null): FlightBody {
  return {
    number: flight?.number ?? "",
    airline: flight?.airline ?? "",
    airport: flight?.airport ?? "",
    direction: flight?.direction ?? "arrival",
    scheduled_at: flight?.scheduled_at ?? "",
    groups: flight?.groups ?? [],
  };
}

const pickedOf = (flight: Flight | null): PickedGroup[] =>
  flight ? flight.groups.map((id, index) => ({ id, name: flight.group_names[index] })) : [];

/** 'Yangi reys' and 'Reysni tahrirlash': number, airline, airport, direction, time on the Makkah clock, groups on board. */
export function FlightSheet({ flight, onClose }: { flight: Flight | null; onClose: () => void }) {
  const create = useCreateFlight();
  const update = useUpdateFlight();
  const airports = useAirportOptions();
  const form = useForm({ resolver: zodResolver(flightInput, undefined, { raw: true }), defaultValues: valuesOf(flight) });
  const { errors } = form.formState;
  const [groups, setGroups] = useState(() => pickedOf(flight));
  // The flight's own airport is there before the list has come, so the select shows it from the start.
  const airportOptions =
    flight && !airports.options.some((option) => option.value === flight.airport)
      ? [{ value: flight.airport, label: flight.airport_name }, ...airports.options]
      : airports.options;
  const save = useSaveForm({
    form,
    save: createOrUpdate(flight, create, update),
    fields: FIELDS,
    savedMessage: flight ? t.updated : t.created,
    onSaved: onClose,
    onClose,
  });
  const pick = (next: PickedGroup[]) => {
    setGroups(next);
    form.setValue(
      "groups",
      next.map((group) => group.id),
      { shouldDirty: true },
    );
  };

  return (
    <FormSheet title={flight ? t.editFlight : t.newFlight} description={flight?.number} save={save} after={flight && <RecordHistory entity="flights" id={flight.id} />}>
      <Field label={t.number} error={errors.number?.message}>
        <Input autoComplete="off" {...form.register("number")} />
      </Field>
      <Field label={t.airline} error={errors.airline?.message}>
        <Input autoComplete="off" {...form.register("airline")} />
      </Field>
      <Field label={t.airport} error={errors.airport?.message}>
        <Select options={airportOptions} placeholder={t.airportPlaceholder} {...form.register("airport")} />
      </Field>
      <Field label={t.direction} error={errors.direction?.message}>
        <Select options={DIRECTION_OPTIONS} {...form.register("direction")} />
      </Field>
      <Field label={t.scheduledAt} error={errors.scheduled_at?.message}>
        <Controller
          control={form.control}
          name="scheduled_at"
          render={({ field }) => (
            <WireDateTimeInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} />
          )}
        />
      </Field>
      <Field label={t.groups} hint={t.groupsHint} error={errors.groups?.message}>
        <GroupPicker value={groups} onChange={pick} />
      </Field>
    </FormSheet>
  );
}
