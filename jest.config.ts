/**
 * Jest: three projects on next/jest's SWC transform.
 * - unit: node environment; top-level tests/*.test.ts (launcher, CSP, layering, pure helpers). No database.
 * - backend: node environment; tests/backend/**; one shared embedded PostgreSQL for the run
 *   (tests/setup/global-setup.ts), a fresh database per file via tests/helpers/test-db.ts.
 * - components: jsdom; tests/components/**, with @testing-library/jest-dom matchers (jest.setup.ts).
 * Playwright's tests/e2e are not Jest's.
 *
 * Run it through `npm run test:unit` (tests/setup/jest-cli.mjs): Jest would otherwise need ts-node to read
 * this TypeScript file, which the project does not install.
 */
import path from "node:path";
import type { Config } from "jest";
import nextJest from "next/jest";
import nextConfig from "./next.config";

const rootDir = __dirname;
const createJestConfig = nextJest({ dir: rootDir });

// next build aliases next/image's default loader to `images.loaderFile`; next/jest does not, so do it here.
const loaderFile = nextConfig.images?.loaderFile;
const imageLoaderAlias: Record<string, string> = loaderFile
  ? {
      "^next/dist/shared/lib/image-loader$": path.join(rootDir, loaderFile),
      "^next/dist/esm/shared/lib/image-loader$": path.join(rootDir, loaderFile),
    }
  : {};

const shared: Config = {
  rootDir,
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", ...imageLoaderAlias },
  testPathIgnorePatterns: ["<rootDir>/tests/e2e/", "<rootDir>/.data/", "<rootDir>/.test-data/"],
  // Keep the haste map away from build output and data directories (and their stray package.json files).
  modulePathIgnorePatterns: ["<rootDir>/.next/", "<rootDir>/.data/", "<rootDir>/.test-data/"],
  setupFilesAfterEnv: ["<rootDir>/tests/setup/use-cache-outside-next.ts"],
};

/** Resolves both project configs (next/jest is async: it reads next.config and tsconfig). */
export default async function jestConfig(): Promise<Config> {
  const unit = await createJestConfig({
    ...shared,
    displayName: "unit",
    testEnvironment: "node",
    testMatch: ["<rootDir>/tests/*.test.ts"],
  })();
  const backend = await createJestConfig({
    ...shared,
    displayName: "backend",
    testEnvironment: "node",
    testMatch: ["<rootDir>/tests/backend/**/*.test.ts"],
    // Project-level, so the database only starts when backend tests are part of the run.
    globalSetup: path.join(rootDir, "tests/setup/global-setup.ts"),
    globalTeardown: path.join(rootDir, "tests/setup/global-teardown.ts"),
  })();
  const components = await createJestConfig({
    ...shared,
    displayName: "components",
    testEnvironment: "jsdom",
    testMatch: ["<rootDir>/tests/components/**/*.test.tsx"],
    setupFilesAfterEnv: ["<rootDir>/tests/setup/use-cache-outside-next.ts", "<rootDir>/jest.setup.ts"],
  })();
  // @react-email/render loads react-dom/server with a dynamic import(), which Jest's CommonJS sandbox refuses
  // without --experimental-vm-modules: the backend project compiles its ES module build with SWC instead (the
  // import() becomes a require), so tests render the order e-mails with the same library the backend runs.
  backend.moduleNameMapper = {
    "^@react-email/render$": "<rootDir>/node_modules/@react-email/render/dist/node/index.mjs",
    ...backend.moduleNameMapper,
  };
  backend.transformIgnorePatterns = (backend.transformIgnorePatterns ?? []).map((p) =>
    p.startsWith("/node_modules/(?!.pnpm)(?!(") ? p.replace("(?!(", "(?!(@react-email/render|") : p,
  );
  // testTimeout is a global option: Jest ignores it inside a project (a per-project value left the 5 s default in
  // force). Backend tests start services on real PostgreSQL and user-event journeys fill whole forms; on a busy
  // two-core CI machine either can pass 5 s without anything being wrong. Files that need longer say so themselves.
  // maxWorkers: Jest's default is one fewer than the cores, which is one on a two-core machine; most files wait on
  // PostgreSQL or a child server rather than compute, so two workers finish sooner there (docs/testing.md).
  return {
    projects: [unit, backend, components] as Config["projects"],
    testTimeout: 30_000,
    maxWorkers: Number(process.env.JEST_WORKERS ?? 2),
  };
}
