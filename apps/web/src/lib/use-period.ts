import { useSearchParams } from "react-router";
import { type Period, periodFromSearch, today } from "./period.ts";

/** A report's range kept in the URL, so a reload or a shared link shows the same figures. */
export function usePeriod(): [Period, (change: Partial<Period>) => void] {
  const [search, setSearch] = useSearchParams();
  const period = periodFromSearch(search, today());
  // Each end is merged into the URL as it is now: two quick edits must not undo each other.
  const setPeriod = (change: Partial<Period>) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        const base = periodFromSearch(current, today());
        updated.set("date_from", change.date_from ?? base.date_from);
        updated.set("date_to", change.date_to ?? base.date_to);
        return updated;
      },
      { replace: true },
    );
  return [period, setPeriod];
}
