import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

/** A wide table scrolls sideways inside its frame; keyboard users scroll it by focusing the frame. */
export function Table({ className, ...props }: ComponentProps<"table">) {
  const label = props["aria-label"];
  return (
    <div
      tabIndex={0}
      role={label ? "region" : undefined}
      aria-label={label}
      className="w-full overflow-x-auto rounded-xl border border-line bg-surface focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className={cn("w-full border-collapse text-left text-sm", className)} {...props} />
    </div>
  );
}

export function THead(props: ComponentProps<"thead">) {
  return <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-muted uppercase" {...props} />;
}

export function TBody(props: ComponentProps<"tbody">) {
  return <tbody className="divide-y divide-line" {...props} />;
}

export function Tr({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("hover:bg-slate-50/60", className)} {...props} />;
}

export function Th({ className, ...props }: ComponentProps<"th">) {
  return <th scope="col" className={cn("px-4 py-3 whitespace-nowrap", className)} {...props} />;
}

export function Td({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-4 py-3 align-middle", className)} {...props} />;
}
