import type { CSSProperties } from "react";
import { DayPicker } from "react-day-picker";
import { uz } from "react-day-picker/locale/uz";
import "react-day-picker/style.css";
import { dayOf, wireOfDay } from "./date-text.ts";

/** The picker's own stylesheet is unlayered, so the app's colours and sizes go inline to win over it. */
const THEME = {
  "--rdp-accent-color": "var(--color-brand-700)",
  "--rdp-accent-background-color": "var(--color-brand-50)",
  "--rdp-day-height": "2.25rem",
  "--rdp-day-width": "2.25rem",
  "--rdp-day_button-height": "2.125rem",
  "--rdp-day_button-width": "2.125rem",
} as CSSProperties;

type CalendarProps = {
  /** The wire date chosen, or "" for none. */
  value: string;
  onPick: (wire: string) => void;
  /** The earliest and latest wire dates that may be picked. */
  min?: string;
  max?: string;
};

/**
 * A month's grid to pick a day from, in Uzbek, weeks from Monday. Only the pages with a date box
 * load the picker; the login page never does.
 */
export function Calendar({ value, onPick, min, max }: CalendarProps) {
  const chosen = dayOf(value);
  const earliest = min ? dayOf(min) : undefined;
  const latest = max ? dayOf(max) : undefined;
  return (
    <DayPicker
      mode="single"
      locale={uz}
      weekStartsOn={1}
      autoFocus
      selected={chosen}
      defaultMonth={chosen ?? latest ?? earliest}
      onSelect={(day) => day && onPick(wireOfDay(day))}
      disabled={[...(earliest ? [{ before: earliest }] : []), ...(latest ? [{ after: latest }] : [])]}
      className="text-sm"
      style={THEME}
    />
  );
}
