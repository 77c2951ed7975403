import { LoaderCircle } from "lucide-react";
import { uzCommon } from "../i18n/common.ts";
import { cn } from "../lib/cn.ts";

export function Spinner({ className, label = uzCommon.loading }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center text-brand-700", className)}>
      <LoaderCircle className="size-5 animate-spin" aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}
