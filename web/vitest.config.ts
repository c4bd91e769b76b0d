import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

const webRoot = decodeURIComponent(new URL(".", import.meta.url).pathname);

export default defineProject({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: { "@": `${webRoot}src` },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
