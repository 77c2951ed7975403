import { CircleCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { RESET_CODE_LENGTH } from "@app/contract/schemas/auth";
import { uzAuth, uzReset } from "../../i18n/auth.ts";
import { uzProfile } from "../../i18n/users.ts";
import { fieldErrorsOf } from "../../lib/api-error.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { PasswordInput } from "../../ui/password-input.tsx";
import { CodeInput } from "./code-input.tsx";
import { emptyCode } from "./code-digits.ts";
import { sendResetCode, setNewPassword, verifyResetCode } from "./reset-api.ts";

type Step =
  | { name: "email" }
  | { name: "code"; email: string }
  | { name: "password"; uid: string; token: string }
  | { name: "done" };

type StepProps<S extends Step["name"]> = { step: Extract<Step, { name: S }>; go: (next: Step) => void };

/** A step's busy flag and failure message around one async action. */
function useAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(action: () => Promise<void>, failure: (error: unknown) => string) {
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setPending(false);
    }
  }
  return { pending, error, setError, run };
}

function ErrorLine({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm whitespace-pre-line text-danger">
      {message}
    </p>
  );
}

function EmailStep({ go }: StepProps<"email">) {
  const [email, setEmail] = useState("");
  const action = useAction();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    void action.run(async () => {
      await sendResetCode(address);
      go({ name: "code", email: address });
    }, () => uzReset.emailFailed);
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <Field label={uzAuth.email}>
        <Input type="email" required autoFocus autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </Field>
      <ErrorLine id="reset-email-error" message={action.error} />
      <Button type="submit" loading={action.pending}>
        {action.pending ? uzReset.sending : uzReset.sendCode}
      </Button>
    </form>
  );
}

function CodeStep({ step, go }: StepProps<"code">) {
  const [digits, setDigits] = useState(() => emptyCode(RESET_CODE_LENGTH));
  const action = useAction();
  const complete = digits.every(Boolean);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete) return;
    void action.run(async () => {
      const { uid, token } = await verifyResetCode(step.email, digits.join(""));
      go({ name: "password", uid, token });
    }, () => uzReset.codeFailed);
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <CodeInput
        digits={digits}
        onChange={setDigits}
        invalid={Boolean(action.error)}
        describedBy={action.error ? "reset-code-error" : undefined}
      />
      <ErrorLine id="reset-code-error" message={action.error} />
      <Button type="submit" loading={action.pending} disabled={!complete}>
        {action.pending ? uzReset.verifying : uzReset.verify}
      </Button>
    </form>
  );
}

function PasswordStep({ step, go }: StepProps<"password">) {
  const [password, setPassword] = useState("");
  const [password2, setPassword2] = useState("");
  const action = useAction();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || password !== password2) {
      action.setError(uzReset.mismatch);
      return;
    }
    void action.run(async () => {
      await setNewPassword({ uid: step.uid, token: step.token, password, password2 });
      go({ name: "done" });
    }, (error) => {
      // The fixed sentence, then the server's reason (a weak password, say) when it gives one.
      const reason = Object.values(fieldErrorsOf(error))[0];
      return reason ? `${uzReset.setFailed}\n${reason}` : uzReset.setFailed;
    });
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <Field label={uzReset.newPassword} hint={uzProfile.newPasswordHint}>
        <PasswordInput autoFocus autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </Field>
      <Field label={uzReset.repeatPassword}>
        <PasswordInput autoComplete="new-password" value={password2} onChange={(event) => setPassword2(event.target.value)} />
      </Field>
      <ErrorLine id="reset-password-error" message={action.error} />
      <Button type="submit" loading={action.pending}>
        {action.pending ? uzReset.saving : uzReset.setPassword}
      </Button>
    </form>
  );
}

function DoneStep({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <CircleCheck className="size-14 text-success" aria-hidden />
      <Button className="w-full" onClick={onClose}>
        {uzReset.toLogin}
      </Button>
    </div>
  );
}

function headingOf(step: Step): { title: string; description: string } {
  switch (step.name) {
    case "email":
      return { title: uzReset.emailTitle, description: uzReset.emailText };
    case "code":
      return { title: uzReset.codeTitle, description: uzReset.codeText(step.email) };
    case "password":
      return { title: uzReset.passwordTitle, description: uzReset.passwordText };
    case "done":
      return { title: uzReset.doneTitle, description: uzReset.doneText };
  }
}

/**
 * The four-dialog password reset: email, six-digit code, new password, success.
 * The parent unmounts it on close, so closing any step starts the next attempt afresh.
 */
export default function ResetFlow({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<Step>({ name: "email" });
  const { title, description } = headingOf(step);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      {step.name === "email" && <EmailStep step={step} go={setStep} />}
      {step.name === "code" && <CodeStep step={step} go={setStep} />}
      {step.name === "password" && <PasswordStep step={step} go={setStep} />}
      {step.name === "done" && <DoneStep onClose={onClose} />}
    </Dialog>
  );
}
