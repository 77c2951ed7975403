import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll } from "vitest";

/**
 * Renders into the document for one test file, inside act() so effects have run when a test
 * looks; whatever a test rendered is unmounted and removed after it.
 */
export function mounted() {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  const unmount = () => {
    act(() => root?.unmount());
    container?.remove();
    root = undefined;
  };
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(unmount);
  return {
    async render(element: ReactNode) {
      container = document.createElement("div");
      document.body.append(container);
      root = createRoot(container);
      await act(async () => root?.render(element));
    },
    unmount,
    get container(): HTMLElement {
      if (!container) throw new Error("nothing rendered yet");
      return container;
    },
  };
}
