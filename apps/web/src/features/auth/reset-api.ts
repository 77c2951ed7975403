import { AUTH } from "@app/contract/endpoints/auth";
import type { SetPasswordInput } from "@app/contract/schemas/auth";
import { call } from "../../lib/api-client.ts";

/** The public forgot-password calls; each screen shows its own failure message. */
const quiet = { public: true, toast: false } as const;

export const sendResetCode = (email: string) => call(AUTH.sendResetCode, { body: { email } }, quiet);

export const verifyResetCode = (email: string, code: string) =>
  call(AUTH.verifyResetCode, { body: { email, code } }, quiet);

export const setNewPassword = (input: SetPasswordInput) => call(AUTH.setPassword, { body: input }, quiet);
