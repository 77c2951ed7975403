import { z } from "zod";
import { PHONE_INVALID, readPhone } from "../phone.ts";
import { REQUIRED } from "./common.ts";

const typedPhone = z.string({ error: PHONE_INVALID });

function toE164(value: string, ctx: z.RefinementCtx): string {
  const reading = readPhone(value);
  if (reading.ok) return reading.e164;
  ctx.addIssue({ code: "custom", message: reading.message });
  return z.NEVER;
}

/** A required phone number on input: leaves as E.164 (see phone.ts for what is accepted). */
export const phoneNumber = typedPhone.transform((value, ctx) => {
  if (value.trim() !== "") return toE164(value, ctx);
  ctx.addIssue({ code: "custom", message: REQUIRED });
  return z.NEVER;
});

/** An optional phone number on input: empty or null is no number. */
export const optionalPhoneNumber = typedPhone
  .transform((value, ctx) => (value.trim() === "" ? null : toE164(value, ctx)))
  .nullish();
