import { defineConfig } from "vitest/config";
import packageJson from "./package.json" with { type: "json" };

export default defineConfig({
  test: {
    // CI lists every test by name, so its log shows which database and Redis variants ran.
    reporters: process.env.CI ? ["verbose"] : ["default"],
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: ["src/contracts/**/*.test.ts", "src/server/**/*.test.ts", "tests/unit/**/*.test.ts", "scripts/**/*.test.ts"],
          setupFiles: ["tests/helpers/fail-on-console-error.ts"],
          globalSetup: ["tests/helpers/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: "forks",
        },
      },
      {
        // As vite.config.ts defines it for the build.
        define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
        test: {
          name: "client",
          environment: "happy-dom",
          include: ["src/client/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/helpers/fail-on-console-error.ts"],
        },
      },
    ],
  },
});
