import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { uzCommon } from "../i18n/common.ts";
import { cn } from "../lib/cn.ts";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
};

/** Radix warns unless a dialog without a description says so explicitly. */
function withoutDescription(description: ReactNode) {
  return description ? {} : { "aria-describedby": undefined };
}

export const overlayClass = "fixed inset-0 z-40 bg-slate-900/50";

/** The controls a person fills in; buttons (the close cross first among them) are not fields. */
const FIELD = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  "select:not([disabled])",
  "textarea:not([disabled]):not([readonly])",
  '[role="combobox"]:not([disabled])',
  '[role="radio"][aria-checked="true"]:not([disabled])',
  '[role="switch"]:not([disabled])',
].join(",");

/**
 * A dialog or sheet that holds a form opens with the caret in its first field rather than on the
 * close button; one without fields keeps Radix's own first stop.
 */
function focusFirstField(event: Event) {
  const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(FIELD);
  if (!field) return;
  event.preventDefault();
  field.focus();
}

type ModalProps = DialogProps & {
  /** Where the panel stands and how wide it is. */
  className: string;
  /** The spacing around the title row. */
  headerClassName: string;
  /** How the close cross lines up with the title. */
  closeClassName?: string;
};

/**
 * What a dialog and a sheet share: the overlay, the caret in the first field, the title with its
 * description and the close cross; the content follows.
 */
export function Modal({ open, onOpenChange, title, description, className, headerClassName, closeClassName, children }: ModalProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClass} />
        <RadixDialog.Content onOpenAutoFocus={focusFirstField} className={className} {...withoutDescription(description)}>
          <div className={cn("flex items-start justify-between gap-4", headerClassName)}>
            <div>
              <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              aria-label={uzCommon.close}
              className={cn("-mr-2 rounded-lg p-2 text-muted hover:bg-slate-100 hover:text-ink", closeClassName)}
            >
              <X className="size-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A modal dialog: focus stays inside, Escape and the close button close it. */
export function Dialog(props: DialogProps) {
  return (
    <Modal
      {...props}
      className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl focus:outline-none"
      headerClassName="mb-4"
      closeClassName="-mt-1"
    />
  );
}
