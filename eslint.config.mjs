import next from "eslint-config-next";

const config = [
  { ignores: [".next/**", ".data/**", ".test-data/**", "node_modules/**", "backend/db/migrations/**"] },
  ...next,
];
export default config;
