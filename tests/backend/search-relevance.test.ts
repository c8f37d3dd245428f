/**
 * The judged relevance set (tests/fixtures/search-relevance.json) against the seeded catalogue: the search meets
 * its targets, precision@10 of at least 0.9 overall and zero results only where the catalogue has nothing.
 */
import { closeDb, openDb, type Db } from "../../backend/db/client";
import { evaluateSearchRelevance, type RelevanceReport } from "../../scripts/bench/search-relevance";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let database: TestDatabase;
let db: Db;
let report: RelevanceReport;

beforeAll(async () => {
  database = await createTestDatabase();
  db = openDb(database.url, 2);
  report = await evaluateSearchRelevance(db);
}, 180_000);

afterAll(async () => {
  await closeDb(db);
  await database?.drop();
});

test("the set holds at least 60 queries in its groups", () => {
  expect(report.queries.length).toBeGreaterThanOrEqual(60);
  expect(report.groups.map((g) => g.name)).toEqual(
    expect.arrayContaining([
      "category words",
      "Indian jewellery words",
      "typos",
      "plurals and singulars",
      "metal and category",
      "budget words",
      "stones",
      "SKU",
    ]),
  );
});

test("precision@10 is at least 0.9 overall and in every group", () => {
  expect(report.overall.precisionAt10).toBeGreaterThanOrEqual(0.9);
  for (const group of report.groups)
    expect([group.name, group.precisionAt10 >= 0.9]).toEqual([group.name, true]);
});

test("recall@50 is at least 0.9 overall", () => {
  expect(report.overall.recallAt50).toBeGreaterThanOrEqual(0.9);
});

test("no query comes back empty while the catalogue has products for it", () => {
  expect(report.overall.wrongZeros).toEqual([]);
});

test("the queries for what the catalogue does not sell come back empty", () => {
  const none = report.groups.find((g) => g.name === "nothing in the catalogue");
  expect(none?.zeroResultRate).toBe(1);
});
