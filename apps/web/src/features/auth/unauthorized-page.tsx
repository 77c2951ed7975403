import { ShieldAlert } from "lucide-react";
import { Navigate } from "react-router";
import { uzUnauthorized } from "../../i18n/auth.ts";
import { uzAppName } from "../../i18n/common.ts";
import { landingPath, UNAUTHORIZED_PATH } from "../../layout/menu.ts";
import { logout, usePrincipal } from "../../lib/session.tsx";
import { Button } from "../../ui/button.tsx";

/** For a signed-in role that has no section of its own (operator, reception, no role). */
export default function UnauthorizedPage() {
  const landing = landingPath(usePrincipal());
  if (landing !== UNAUTHORIZED_PATH) return <Navigate to={landing} replace />;
  return (
    <main className="flex min-h-full items-center justify-center p-6">
      <title>{`${uzUnauthorized.title} · ${uzAppName}`}</title>
      <div className="flex max-w-md flex-col items-center gap-4 rounded-2xl bg-surface p-8 text-center shadow-sm">
        <ShieldAlert className="size-12 text-amber-600" aria-hidden />
        <h1 className="text-2xl font-semibold text-ink">{uzUnauthorized.title}</h1>
        <p className="text-muted">{uzUnauthorized.text}</p>
        <Button onClick={() => void logout()}>{uzUnauthorized.back}</Button>
      </div>
    </main>
  );
}
