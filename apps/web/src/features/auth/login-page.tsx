import { lazy, Suspense, useState, type FormEvent, type MouseEvent } from "react";
import { uzAuth } from "../../i18n/auth.ts";
import { uzAppName } from "../../i18n/common.ts";
import { ApiError } from "../../lib/api-error.ts";
import { navigate } from "../../lib/navigation.ts";
import { login } from "../../lib/session.tsx";
import { notifyError, notifySuccess } from "../../lib/toast.ts";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { PasswordInput } from "../../ui/password-input.tsx";
import background from "./login-background.svg";

/**
 * The login input's minimum length, so a too-short password is refused before it is sent. It
 * equals the contract's PASSWORD_MIN_LENGTH, which
 * is not imported here because its module would bring zod onto the login page.
 */
const LOGIN_PASSWORD_MIN_LENGTH = 8;

/** The reset dialogs load only when someone has forgotten a password. */
const ResetFlow = lazy(() => import("./reset-flow.tsx"));

/** The server's detail or message, else the fixed English sentence. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && typeof error.body === "object" && error.body !== null) {
    const { detail, message } = error.body as { detail?: unknown; message?: unknown };
    if (typeof detail === "string" && detail) return detail;
    if (typeof message === "string" && message) return message;
  }
  return uzAuth.failed;
}

/**
 * A link that stays in the app without react-router, which a visitor's login page loads without;
 * a click with a modifier or another button opens the page as the browser would.
 */
function openInApp(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(event.currentTarget.pathname, "push");
}

export default function LoginPage() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(uzAuth.missing);
      return;
    }
    setError(null);
    setLoading(true);
    try {
      const user = await login({ email: email.trim(), password });
      notifySuccess(uzAuth.welcome(user.name));
      // "/" sends the user on to the landing page their role allows.
      navigate("/");
    } catch (failure) {
      const message = failureMessage(failure);
      setError(message);
      notifyError(message);
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="flex min-h-full">
      <title>{`${uzAuth.title} · ${uzAppName}`}</title>
      <div
        className="relative hidden flex-1 items-end bg-brand-900 bg-cover bg-center p-12 lg:flex"
        style={{ backgroundImage: `url("${background}")` }}
      >
        <div className="max-w-lg text-white">
          <p className="text-3xl font-semibold">{uzAppName}</p>
          <p className="mt-3 text-lg text-white/90">{uzAuth.tagline}</p>
        </div>
      </div>
      <main className="flex w-full flex-col justify-center bg-surface px-6 py-10 sm:px-10 lg:w-[30%] lg:min-w-[380px]">
        <div className="mx-auto w-full max-w-sm">
          <h1 className="text-2xl font-semibold text-ink">{uzAuth.title}</h1>
          <p className="mt-2 text-sm text-muted">{uzAuth.subtitle}</p>
          <form onSubmit={submit} className="mt-8 flex flex-col gap-5" aria-describedby={error ? "login-error" : undefined}>
            <Field label={uzAuth.email}>
              <Input
                type="email"
                name="email"
                autoComplete="username"
                placeholder={uzAuth.emailPlaceholder}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </Field>
            <Field label={uzAuth.password}>
              <PasswordInput
                name="password"
                autoComplete="current-password"
                minLength={LOGIN_PASSWORD_MIN_LENGTH}
                placeholder={uzAuth.passwordPlaceholder}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
            <button
              type="button"
              onClick={() => setResetOpen(true)}
              className="self-end text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
            >
              {uzAuth.forgot}
            </button>
            {error && (
              <p id="login-error" role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-danger">
                {error}
              </p>
            )}
            <Button type="submit" loading={loading}>
              {loading ? uzAuth.submitting : uzAuth.submit}
            </Button>
          </form>
          <p className="mt-10 text-center text-sm">
            <a href="/privacy-policy" onClick={openInApp} className="text-muted underline hover:text-ink">
              {uzAuth.privacy}
            </a>
          </p>
        </div>
      </main>
      {resetOpen && (
        <Suspense fallback={null}>
          <ResetFlow onClose={() => setResetOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
