import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import { useFieldControl } from "./field-context.ts";

export const controlClass =
  "h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink placeholder:text-slate-500 " +
  "focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 " +
  "aria-[invalid=true]:border-danger";

/** A text input; inside a Field it takes the field's id, description and validity. */
export function Input({ className, ...props }: ComponentProps<"input">) {
  const field = useFieldControl();
  return (
    <input
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className={cn(controlClass, className)}
      {...props}
    />
  );
}
