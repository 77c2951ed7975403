import { BUSINESS_TIME_ZONE, formatWireDateTime } from "@app/contract/dates";
import { escapeHtml } from "./html.ts";
import type { MailMessage } from "./mailer.ts";

/** A client may send any user agent; the mail keeps a readable line of it. */
const USER_AGENT_MAX = 200;

export type LoginSeen = { at: Date; address: string; userAgent: string | undefined };

/** The "new login detected" mail: when, from where, and where to reset the password. */
export function loginNoticeMail(to: string, fullName: string, login: LoginSeen, resetUrl: string): MailMessage {
  const time = `${formatWireDateTime(login.at)} (${BUSINESS_TIME_ZONE})`;
  const device = login.userAgent?.trim().slice(0, USER_AGENT_MAX) || "noma'lum";
  const lines = [
    `Assalomu alaykum, ${fullName}!`,
    "Hisobingizga yangi kirish aniqlandi.",
    `Vaqt: ${time}\nIP manzil: ${login.address}\nQurilma: ${device}`,
    `Agar bu siz bo'lmasangiz, darhol parolingizni o'zgartiring: ${resetUrl}`,
  ];
  const html = [
    `<p>Assalomu alaykum, ${escapeHtml(fullName)}!</p>`,
    "<p>Hisobingizga yangi kirish aniqlandi.</p>",
    "<ul>",
    `<li>Vaqt: ${escapeHtml(time)}</li>`,
    `<li>IP manzil: ${escapeHtml(login.address)}</li>`,
    `<li>Qurilma: ${escapeHtml(device)}</li>`,
    "</ul>",
    `<p>Agar bu siz bo'lmasangiz, darhol <a href="${escapeHtml(resetUrl)}">parolingizni o'zgartiring</a>.</p>`,
  ].join("\n");
  return { to, subject: "Hisobingizga yangi kirish aniqlandi", text: lines.join("\n\n"), html };
}
