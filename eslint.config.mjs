import next from "eslint-config-next";

const config = [
  {
    ignores: [
      ".next/**",
      ".data/**",
      ".test-data/**",
      "node_modules/**",
      "backend/db/migrations/**",
      "playwright-report/**",
      "test-results/**",
      "bench-results/**",
      ".bench-data/**",
      ".bench-data-cluster/**",
      "coverage/**",
      ".data-cluster/**",
      // Type declarations of the launcher's plain .mjs modules: the JS parser cannot read them, tsc checks them.
      "**/*.d.mts",
    ],
  },
  ...next,
  {
    // Layers: lib/ (server and shared logic) never reaches up into components/ (UI); tests/layering.test.ts
    // checks the same in `npm test`.
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/components/*", "**/components/*"], message: "lib/ must not import components/." },
          ],
        },
      ],
    },
  },
];
export default config;
