import { Plus } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "./button.tsx";

/** A list's create button: the plus sign, then the page's own wording ('Yangi guruh', 'Qo'shish'…). */
export function CreateButton({ label, ...props }: Omit<ComponentProps<typeof Button>, "children"> & { label: string }) {
  return (
    <Button {...props}>
      <Plus className="size-4" aria-hidden />
      {label}
    </Button>
  );
}
