import next from "eslint-config-next";

const config = [
  { ignores: [".next/**", ".data/**", ".test-data/**", "node_modules/**", "backend/db/migrations/**", "playwright-report/**", "test-results/**", "bench-results/**", ".bench-data/**", "coverage/**"] },
  ...next,
];
export default config;
