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
      "coverage/**",
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
