import { createContext, useContext } from "react";

/** What a Field tells the control inside it: its id, its label's id, the ids that describe it, and validity. */
export type FieldControl = { id: string; labelId: string; describedBy: string | undefined; invalid: boolean };

export const FieldContext = createContext<FieldControl | null>(null);

export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext);
}
