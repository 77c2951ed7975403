import { QueryClientProvider } from "@tanstack/react-query";
import { Menu } from "lucide-react";
import { Dialog, VisuallyHidden } from "radix-ui";
import { lazy, Suspense, useState } from "react";
import { can } from "@app/contract/roles";
import { Navigate, Outlet, useMatches } from "react-router";
import type { AreaHandle } from "../app/protected-routes.ts";
import { PageLoading } from "../ui/page-loading.tsx";
import { useProfile } from "../features/profile/profile-api.ts";
import { GlobalSearch } from "../features/search/global-search.tsx";
import { uzAppName } from "../i18n/common.ts";
import { uzShell } from "../i18n/shell.ts";
import { LeaveGuard } from "../lib/leave-guard.tsx";
import { queryClient } from "../lib/query-client.ts";
import { usePrincipal } from "../lib/session.tsx";
import { overlayClass } from "../ui/dialog.tsx";
import { landingPath } from "./menu.ts";
import { Sidebar } from "./sidebar.tsx";

/** The panel's code (profile forms, user list) loads the first time Sozlamalar is pressed. */
const ProfilePanel = lazy(() => import("./profile-panel.tsx"));

/** The area of the route being shown; "/" (the index route) has none. */
function useRouteArea() {
  const handle = useMatches().at(-1)?.handle as AreaHandle | undefined;
  return handle?.area;
}

/**
 * The protected area's frame: the sidebar (a drawer below 1024px), the page, the profile panel.
 * It also applies the role rules: "/" and any route the role may not read go to the landing page.
 * The query cache starts here, not in the app root: the pages before login fetch nothing through
 * it, and react-query stays out of the login page's first load.
 */
export default function Shell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Guarded />
    </QueryClientProvider>
  );
}

function Guarded() {
  const principal = usePrincipal();
  const area = useRouteArea();
  if (!area || !can(principal, area, "read")) return <Navigate to={landingPath(principal)} replace />;
  return <Frame />;
}

function Frame() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [panel, setPanel] = useState<"closed" | "open" | "never">("never");
  // Loading the profile on start is the token check: a dead session ends here and goes to /auth.
  useProfile();

  const openSettings = () => {
    setDrawerOpen(false);
    setPanel("open");
  };

  return (
    <div className="min-h-full lg:pl-[270px] print:pl-0">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2"
      >
        {uzShell.skipToContent}
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden lg:block print:hidden">
        <Sidebar onSettings={openSettings} />
      </aside>
      <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-line bg-surface px-4 lg:px-8 print:hidden">
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger
            aria-label={uzShell.openMenu}
            className="rounded-lg p-2 text-ink hover:bg-slate-100 lg:hidden"
          >
            <Menu className="size-6" aria-hidden />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className={overlayClass} />
            <Dialog.Content aria-describedby={undefined} className="fixed inset-y-0 left-0 z-50 focus:outline-none">
              <VisuallyHidden.Root>
                <Dialog.Title>{uzShell.navigation}</Dialog.Title>
              </VisuallyHidden.Root>
              <Sidebar onNavigate={() => setDrawerOpen(false)} onSettings={openSettings} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <span className="font-semibold whitespace-nowrap text-ink max-sm:sr-only lg:hidden">{uzAppName}</span>
        <div className="flex flex-1 justify-end">
          <GlobalSearch />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl p-4 focus:outline-none sm:p-6 lg:p-8 print:max-w-none print:p-0">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <LeaveGuard />
      {panel !== "never" && (
        <Suspense fallback={null}>
          <ProfilePanel open={panel === "open"} onOpenChange={(open) => setPanel(open ? "open" : "closed")} />
        </Suspense>
      )}
    </div>
  );
}
