import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = "http://localhost:8080";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { manifest: true },
  server: {
    proxy: {
      "/api": api,
      "/media": api,
    },
  },
});
