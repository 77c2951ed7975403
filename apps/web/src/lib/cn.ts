/** Joins the truthy class names; the only class helper the app needs. */
export function cn(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
