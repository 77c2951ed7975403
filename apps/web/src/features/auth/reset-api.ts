import { PATHS } from "@app/contract/routes";
import { post } from "../../lib/api-client.ts";

/** The public forgot-password calls; each screen shows its own failure message. */
const quiet = { public: true, toast: false } as const;

export const sendResetCode = (email: string) => post(PATHS.users.sendCode, { email }, quiet);

export const verifyResetCode = (email: string, code: string) =>
  post<{ uid: string; token: string }>(PATHS.users.verifyCode, { email, code }, quiet);

export const setNewPassword = (input: { uid: string; token: string; password: string; password2: string }) =>
  post(PATHS.users.setPassword, input, quiet);
