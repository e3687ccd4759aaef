import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    // One graphql module instance for Pothos, yoga and graphql-ws (else "from another module or realm").
    server: { deps: { inline: [/@pothos\//, /graphql-yoga/, /@graphql-yoga\//, /@envelop\//, /graphql-ws/, /@graphql-tools\//] } },
    projects: [
      {
        extends: true,
        // Component tests (*.test.tsx) choose jsdom with a `// @vitest-environment jsdom` line.
        test: { name: "unit", include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: [path.join(root, "tests/integration/support/global-setup.ts")],
          setupFiles: [path.join(root, "tests/integration/support/worker-setup.ts")],
          pool: "forks",
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
