import { displayPhone } from "@app/contract/phone";
import { cn } from "../lib/cn.ts";

/**
 * A phone number grouped the international way, as a `tel:` link a phone dials with a tap; one
 * kept as typed before the phone rule is shown as typed, with nothing to dial.
 */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  const { text, href } = displayPhone(phone);
  if (!href) return <span className={cn("whitespace-nowrap", className)}>{text}</span>;
  return (
    <a href={href} className={cn("whitespace-nowrap text-brand-800 tabular-nums underline-offset-2 hover:underline", className)}>
      {text}
    </a>
  );
}
