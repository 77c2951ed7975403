/** What auth may use of mail: the mails it sends, as messages for the mailer. */
export type { MailMessage } from "./mailer.ts";
export { loginNoticeMail } from "./login-notice.ts";
export { resetCodeMail } from "./reset-code.ts";
