/**
 * Navigation for code outside the router: the API client, the session, and the login page, which
 * a visitor opening /auth sees before the router has loaded. Whoever holds the page registers its
 * navigate (the app, then the router once loaded); until then a full page load does the job.
 * "replace" by default: the callers send the user on from a page they should not come back to.
 */
type Navigate = (path: string, mode: "push" | "replace") => void;

let navigator: Navigate = (path) => window.location.assign(path);

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigate(path: string, mode: "push" | "replace" = "replace"): void {
  navigator(path, mode);
}

/** Where the router is now; null until the router has loaded (and in tests that mount their own). */
let routedPath: (() => string) | null = null;

export function setRoutedPath(read: () => string): void {
  routedPath = read;
}

/**
 * Whether the router is still at `pathname`. A page stays on screen while the next page's code
 * loads, after the router has already moved on: what it does then belongs to a page that is gone.
 */
export function routerIsAt(pathname: string): boolean {
  return routedPath === null || routedPath() === pathname;
}
