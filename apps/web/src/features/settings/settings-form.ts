import { z } from "zod";
import { type Settings, settings } from "@app/contract/schemas/settings";

/** What the form holds: the settings' own field names, with "" for no counterparty. */
export type SettingsValues = Omit<Settings, "own_counter_agent"> & { own_counter_agent: string };

export const settingsValuesOf = (current: Settings): SettingsValues => ({ ...current, own_counter_agent: current.own_counter_agent ?? "" });

export const settingsBody = (values: SettingsValues): Settings => ({ ...values, own_counter_agent: values.own_counter_agent || null });

/** The form is checked by the contract's own schema, applied to the body it would send. */
export const settingsSchema = z.custom<SettingsValues>().transform(settingsBody).pipe(settings);
