import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium when present (CI, these machines); Playwright's own browser on a developer laptop.
const debianChromium = "/usr/bin/chromium";
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(debianChromium) ? debianChromium : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://localhost:8000",
    trace: "off",
    launchOptions: {
      executablePath,
      args: executablePath
        ? ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
        : [],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // `npm test` starts the stack itself; a lone `npx playwright test` starts it here (or reuses a running one).
  webServer: {
    command: "npx tsx scripts/start.ts",
    url: `${process.env.E2E_BASE_URL ?? "http://localhost:8000"}/fr`,
    reuseExistingServer: true,
    timeout: 20 * 60_000,
  },
});
