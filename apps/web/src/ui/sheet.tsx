import { cn } from "../lib/cn.ts";
import { Modal, type DialogProps } from "./dialog.tsx";

type SheetProps = DialogProps & {
  /** "wide" for a panel that holds a table. */
  size?: keyof typeof widths;
};

const widths = { md: "max-w-md", wide: "max-w-3xl" } as const;

/** A panel sliding in from the right; a modal dialog in every other respect. */
export function Sheet({ size = "md", children, ...props }: SheetProps) {
  return (
    <Modal
      {...props}
      className={cn("fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-surface shadow-2xl focus:outline-none", widths[size])}
      headerClassName="border-b border-line px-6 py-4"
    >
      <div className="flex-1 overflow-y-auto px-6 py-5">{children}</div>
    </Modal>
  );
}
