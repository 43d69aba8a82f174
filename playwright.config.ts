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
  // One retry on CI (2 loaded cores): a test that fails twice fails the run; one that passes on its retry is listed
  // as flaky under the summary of scripts/test.ts, to be looked at (docs/development.md).
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://localhost:8000",
    trace: "off",
    launchOptions: {
      executablePath,
      args: executablePath
        ? [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
          ]
        : [],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"] },
      testIgnore: /(preview-publish|cms-links-publish|incremental-publish)\.spec\.ts$/,
    },
    // The publish test swaps the live build: Gatsby's client then reloads open pages (new compilation hash), which
    // would pull the page from under a concurrent test (axe walk). It runs alone, after the others (`--no-deps` runs
    // it by itself).
    {
      name: "publish",
      use: { ...devices["Desktop Chrome"] },
      testMatch: /(preview-publish|cms-links-publish|incremental-publish)\.spec\.ts$/,
      dependencies: ["chromium"],
    },
  ],
  // `npm test` starts the stack itself; a lone `npx playwright test` starts it here (or reuses a running one).
  webServer: {
    command: "npx tsx scripts/start.ts",
    url: `${process.env.E2E_BASE_URL ?? "http://localhost:8000"}/fr`,
    reuseExistingServer: true,
    timeout: 20 * 60_000,
  },
});
