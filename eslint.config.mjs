// Lint: typescript-eslint's recommended rules plus React hooks, over the project's own code.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Import boundaries (DESIGN.md §3 rule 12, P10): components/ never imports server/; server/ imports neither app/ nor
// components/; lib/ imports none of the three. An import counts whether it is written with the `@/` alias or as a
// relative path climbing out of its folder (`../../server/x`), static (`import`, `export … from`, `import type`) or
// dynamic (`import()`). Matched on the import text, so a same-named folder inside a feature would be refused too.
const MODULES = "(?:\\.{1,2}/)*(?:\\.\\./)"; // at least one `../`, with any `./` around it
const crossing = (folders) => `^(?:@/|${MODULES})(?:${folders.join("|")})(?:/|$)`;
const boundary = (folders, why) => {
  const regex = crossing(folders);
  return {
    "no-restricted-imports": ["error", { patterns: [{ regex, message: why }] }],
    // no-restricted-imports does not see import(); `Program > …` selectors in the same rule would be overridden, so
    // each folder lists all of its syntax restrictions here.
    dynamic: { selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\/")}/]`, message: why },
  };
};
const COMPONENTS = boundary(["server"], "components/ never imports server/: load page data in app/ (or server/pages/) and pass it as props.");
const SERVER = boundary(["app", "components"], "server/ imports neither app/ nor components/: move what both need to server/ or lib/.");
const LIB = boundary(["server", "app", "components"], "lib/ is isomorphic and pure: it imports none of server/, app/, components/.");
// Every server module starts with `import "server-only"` (Next's compiler then refuses it in any client bundle).
const SERVER_ONLY = {
  selector: 'Program > :first-child:not(ImportDeclaration[source.value="server-only"][specifiers.length=0])',
  message: 'A server module starts with `import "server-only";` (its first statement).',
};
const CODE = "{ts,tsx,mts,cts,js,mjs,cjs}";

export default tseslint.config(
  { ignores: ["node_modules/", ".next/", ".next-*/", ".data/", "server/generated/", "test-results/", "playwright-report/", "next-env.d.ts", "public/survey/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: [`components/**/*.${CODE}`],
    rules: { "no-restricted-imports": COMPONENTS["no-restricted-imports"], "no-restricted-syntax": ["error", COMPONENTS.dynamic] },
  },
  {
    files: [`server/**/*.${CODE}`],
    rules: { "no-restricted-imports": SERVER["no-restricted-imports"], "no-restricted-syntax": ["error", SERVER.dynamic, SERVER_ONLY] },
  },
  {
    files: [`lib/**/*.${CODE}`],
    rules: { "no-restricted-imports": LIB["no-restricted-imports"], "no-restricted-syntax": ["error", LIB.dynamic] },
  },
);
