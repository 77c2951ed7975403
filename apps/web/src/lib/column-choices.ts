import { useCallback, useState } from "react";

/**
 * Which columns of one table the user chose to see, by header text: true shown, false hidden.
 * A column never chosen keeps its default, so a column added later shows up as designed.
 */
export type ColumnChoices = Readonly<Record<string, boolean>>;

const storageKey = (table: string) => `columns:${table}`;

/** The stored choices of a table; anything unreadable counts as no choice made. */
export function readColumnChoices(table: string): ColumnChoices {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(table)) ?? "{}");
    if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return {};
    return Object.fromEntries(Object.entries(stored).filter(([, shown]) => typeof shown === "boolean"));
  } catch {
    return {};
  }
}

/** Whether a column shows: as chosen, else shown unless it is one of the table's optional columns. */
export function isColumnShown(choices: ColumnChoices, label: string, optional: boolean): boolean {
  return choices[label] ?? !optional;
}

/** A table's column choices, remembered in this browser across visits. */
export function useColumnChoices(table: string) {
  const [choices, setChoices] = useState(() => readColumnChoices(table));
  const choose = useCallback(
    (label: string, shown: boolean) => {
      const next = { ...readColumnChoices(table), [label]: shown };
      localStorage.setItem(storageKey(table), JSON.stringify(next));
      setChoices(next);
    },
    [table],
  );
  return [choices, choose] as const;
}
