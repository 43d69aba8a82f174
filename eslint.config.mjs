// The project's linter (docs/adr/0355-linter-and-formatter.md): ESLint's recommended rules, typescript-eslint's, the
// two classic React hooks rules and jsx-a11y's recommended ones, on every TypeScript and JavaScript file of the site,
// the kernel, the services, the scripts and the tests. `npm run lint` runs it and Prettier's check; `npm test` runs
// `npm run lint` first.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

/** Every `eslint-disable` comment says why, after ` -- ` on its line (ESLint's description syntax). */
const disableNeedsReason = {
  meta: {
    type: "suggestion",
    schema: [],
    messages: { reason: "Say why on this line: `eslint-disable... rule -- reason`." },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (/^\s*eslint-disable/.test(comment.value) && !/\s--\s*\S/.test(comment.value))
            context.report({ loc: comment.loc, messageId: "reason" });
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/.cache/**",
      "public/**",
      "public.*/**",
      "**/dist/**",
      ".site/**",
      "**/.data*/**",
      "services/cms/.next/**",
      "services/cms/src/payload-types.ts",
      "**/__generated__/**",
      "src/gatsby-types.d.ts",
      "test-results/**",
      "playwright-report/**",
      "static/**",
      "**/.publish-state/**",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, local: { rules: { "disable-needs-reason": disableNeedsReason } } },
    rules: {
      // The two classic hooks rules. The plugin's React Compiler rules (set-state-in-effect, refs, purity...) are
      // left out: the site is not compiled by the React Compiler (ADR 0355).
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "local/disable-needs-reason": "error",
      "no-new-func": "error",
      // Unused names are errors, except deliberately ignored ones (`_name`) and rest siblings used to omit a key.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A choice's label holds its input and its text in nested spans (label > span > span > text).
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
    },
  },
  {
    // Playwright's fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Tests read JSON answers of the APIs under test without a type for each (the typed clients are what they test).
    files: ["tests/**", "**/test/**", "**/tests/**", "**/*.test.{ts,tsx}", "**/bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Payload generates each migration's `up`/`down` with the whole signature, used or not.
    files: ["services/cms/src/migrations/**"],
    rules: { "@typescript-eslint/no-unused-vars": "off" },
  },
);
