import { escapeHtml } from "./html.ts";
import type { MailMessage } from "./mailer.ts";

/** The forgot-password mail: the six-digit code, in plain text and simple HTML. */
export function resetCodeMail(to: string, fullName: string, code: string, validMinutes: number): MailMessage {
  const lines = [
    `Assalomu alaykum, ${fullName}!`,
    `Parolni tiklash uchun tasdiqlash kodingiz: ${code}`,
    `Kod ${validMinutes} daqiqa davomida amal qiladi.`,
    "Agar parolni tiklashni siz so'ramagan bo'lsangiz, bu xatni e'tiborsiz qoldiring.",
  ];
  const html = [
    `<p>Assalomu alaykum, ${escapeHtml(fullName)}!</p>`,
    "<p>Parolni tiklash uchun tasdiqlash kodingiz:</p>",
    `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>`,
    `<p>Kod ${validMinutes} daqiqa davomida amal qiladi.</p>`,
    "<p>Agar parolni tiklashni siz so'ramagan bo'lsangiz, bu xatni e'tiborsiz qoldiring.</p>",
  ].join("\n");
  return { to, subject: "Parolni tiklash kodi", text: lines.join("\n\n"), html };
}
