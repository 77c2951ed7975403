import { Component, lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { lazyPage, loadChunk } from "../lib/lazy-page.ts";
import { setNavigator } from "../lib/navigation.ts";
import { useSession } from "../lib/session.tsx";
import { PageLoading } from "../ui/page-loading.tsx";
import { ErrorScreen } from "./error-screen.tsx";

/**
 * Sonner arrives in its own chunk after the first paint, so the login page does not wait for
 * it; a toast asked for before then shows when the Toaster mounts (it replays waiting toasts).
 */
const Toaster = lazy(() => loadChunk(() => import("sonner")).then(({ Toaster }) => ({ default: Toaster })));

/**
 * The router (react-router's data router alone is about 30 KB gzipped, a quarter of what the
 * login page loaded with it) and the route table come in their own chunk. A visitor who opens
 * /auth gets the login page without them; they load when the visitor leaves the page or a
 * session starts.
 */
const RoutedApp = lazyPage(() => import("./router.tsx"));
const LoginPage = lazyPage(() => import("../features/auth/login-page.tsx"));

const isLoginPath = (path: string) => path === "/auth" || path.startsWith("/auth/");

/** Outside the router a failed page has no route error screen: the same screen shows here. */
class LoginPageError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

/** The login page before the router has loaded: leaving it (to "/" after login, or to the privacy policy) brings the router. */
function UnroutedLogin({ onLeave }: { onLeave: () => void }) {
  useEffect(() => {
    // Not reset on unmount: by then the router has registered its own navigate.
    setNavigator((path, mode) => {
      window.history[mode === "push" ? "pushState" : "replaceState"](null, "", path);
      if (!isLoginPath(path)) onLeave();
    });
  }, [onLeave]);
  return (
    <LoginPageError>
      <LoginPage />
    </LoginPageError>
  );
}

export function App() {
  const session = useSession();
  const [routed, setRouted] = useState(() => !isLoginPath(window.location.pathname));
  // Once routed the app stays so: the router then owns the location, /auth included.
  if (session && !routed) setRouted(true);
  const leaveLogin = useCallback(() => setRouted(true), []);
  return (
    <>
      <Suspense fallback={<PageLoading />}>{routed ? <RoutedApp /> : <UnroutedLogin onLeave={leaveLogin} />}</Suspense>
      <Suspense fallback={null}>
        <Toaster
          position="top-center"
          toastOptions={{ classNames: { error: "!text-red-800", success: "!text-green-800" } }}
        />
      </Suspense>
    </>
  );
}
