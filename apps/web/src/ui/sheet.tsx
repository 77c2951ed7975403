import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { uzCommon } from "../i18n/common.ts";
import { cn } from "../lib/cn.ts";
import { focusFirstField, overlayClass, withoutDescription } from "./dialog.tsx";

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** "wide" for a panel that holds a table. */
  size?: keyof typeof widths;
  children: ReactNode;
};

const widths = { md: "max-w-md", wide: "max-w-3xl" } as const;

/** A panel sliding in from the right; a modal dialog in every other respect. */
export function Sheet({ open, onOpenChange, title, description, size = "md", children }: SheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClass} />
        <RadixDialog.Content
          onOpenAutoFocus={focusFirstField}
          className={cn(
            "fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-surface shadow-2xl focus:outline-none",
            widths[size],
          )}
          {...withoutDescription(description)}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              aria-label={uzCommon.close}
              className="-mr-2 rounded-lg p-2 text-muted hover:bg-slate-100 hover:text-ink"
            >
              <X className="size-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-6 py-5">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
