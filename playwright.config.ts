import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3200);
const WRITES = /products-(form-and-bulk|catalogue-more)\.spec\.ts|studies-actions\.spec\.ts|wizard-[a-z-]+\.spec\.ts|survey-[a-z-]+\.spec\.ts|brands?-[a-z-]+\.spec\.ts/;

export default defineConfig({
  testDir: "tests/e2e",
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/e2e.json" }]],
  outputDir: process.env.E2E_OUTPUT ?? "test-results/e2e",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts/ },
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, dependencies: ["setup"], testIgnore: [/auth\.setup\.ts/, WRITES] },
    // Journeys that add products run after the others, which read the seeded catalogues and count them.
    { name: "chromium-writes", use: { ...devices["Desktop Chrome"] }, dependencies: ["chromium"], testMatch: WRITES },
  ],
  webServer: {
    command: `node_modules/.bin/tsx tests/e2e/support/serve.ts ${PORT}`,
    url: `http://127.0.0.1:${PORT}/login`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
