import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

const api = "http://localhost:8080";

export default defineConfig({
  // Each text file is built beside its .gz and .br, which the server sends to a browser that takes
  // them: compressed once at build time at the highest levels instead of on every request.
  plugins: [react(), tailwindcss(), compression({ algorithms: ["gzip", "brotliCompress"], logLevel: "silent" })],
  build: { manifest: true },
  server: {
    proxy: {
      "/api": api,
      "/media": api,
    },
  },
});
