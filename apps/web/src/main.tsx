import "./lib/zod-config.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { restoreSession } from "./lib/session-store.ts";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

function render(element: HTMLElement) {
  createRoot(element).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A stored session that cannot be read (its module failed to load) leaves the user at the login page.
void restoreSession()
  .catch((error: unknown) => console.error(error))
  .then(() => render(root));
