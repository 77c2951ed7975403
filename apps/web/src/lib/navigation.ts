/**
 * Navigation for code outside React (the API client). The router registers its own
 * navigate at start; until then a full page load does the job.
 */
let navigator: (path: string) => void = (path) => window.location.assign(path);

export function setNavigator(navigate: (path: string) => void): void {
  navigator = navigate;
}

export function navigate(path: string): void {
  navigator(path);
}
