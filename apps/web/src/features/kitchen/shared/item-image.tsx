import { ImageIcon } from "lucide-react";
import { cn } from "../../../lib/cn.ts";

/** A dish's or menu's picture in a list row or a detail panel; a grey tile when it has none. */
export function ItemImage({ src, name, large = false }: { src: string | null; name: string; large?: boolean }) {
  const size = large ? "size-32" : "size-10";
  if (!src) {
    return (
      <span className={cn("flex shrink-0 items-center justify-center rounded-lg bg-slate-100", size)} aria-hidden>
        <ImageIcon className="size-4 text-slate-400" />
      </span>
    );
  }
  return <img src={src} alt={name} className={cn("shrink-0 rounded-lg object-cover", size)} loading="lazy" />;
}
