import { lazy, type ComponentType } from "react";

const RELOAD_FLAG = "app:chunk-reload";

/**
 * Loads a page chunk. A failed load (usually a new deploy replaced the hashed chunks) reloads
 * the page once; the sessionStorage flag stops a reload loop, and a failure after the reload
 * reaches the route's error screen.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await load();
    sessionStorage.removeItem(RELOAD_FLAG);
    return module;
  } catch (error) {
    if (sessionStorage.getItem(RELOAD_FLAG)) throw error;
    sessionStorage.setItem(RELOAD_FLAG, "1");
    window.location.reload();
    return new Promise<never>(() => {});
  }
}

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => loadChunk(load));
}
