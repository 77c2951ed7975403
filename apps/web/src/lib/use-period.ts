import { useSearchParams } from "react-router";
import { type Period, periodFromSearch, today } from "./period.ts";

/** A report's range kept in the URL, so a reload or a shared link shows the same figures. */
export function usePeriod(): [Period, (period: Period) => void] {
  const [search, setSearch] = useSearchParams();
  const period = periodFromSearch(search, today());
  const setPeriod = (next: Period) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("date_from", next.date_from);
        updated.set("date_to", next.date_to);
        return updated;
      },
      { replace: true },
    );
  return [period, setPeriod];
}
