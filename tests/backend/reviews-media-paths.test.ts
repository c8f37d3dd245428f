/**
 * `/media/reviews/*` serves two kinds of picture: shoppers' uploads (22 random characters, backend/reviews/files.ts)
 * and the seeded catalogue's review photos (`/media/reviews/<0-39>.webp`, rendered by the media routes). The upload
 * route is mounted first; it must leave the seeded photos to the renderer (they were 404 once it was added, and the
 * product page's customer photos showed broken images).
 */
import { startService, type RunningService } from "./helpers/start-service";

jest.setTimeout(120_000);

let service: RunningService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.stop());

it("renders a seeded review photo as WebP", async () => {
  const answer = await fetch(`${service.baseUrl}/media/reviews/3.webp`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("image/webp");
  const bytes = Buffer.from(await answer.arrayBuffer());
  expect(bytes.subarray(8, 12).toString("ascii")).toBe("WEBP");
});

it("answers 404 for an upload name that was never stored, and for a seeded number out of range", async () => {
  expect((await fetch(`${service.baseUrl}/media/reviews/${"a".repeat(22)}.webp`)).status).toBe(404);
  expect((await fetch(`${service.baseUrl}/media/reviews/40.webp`)).status).toBe(404);
});
