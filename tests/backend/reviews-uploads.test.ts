/**
 * Review uploads against the real reference store API: the bytes decide the type, not the name or
 * the declared type; refusals are 413/415 with a message and store nothing (no file, no row); a photo is stored as
 * WebP without its EXIF (the GPS position is gone); a video is stored in its own container without its metadata
 * (a phone's location atoms are gone), still playable, with a poster frame.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { query, startService, type RunningService } from "./helpers/start-service";
import { lineInStatus } from "./orders-helpers";
import {
  CLIP_LOCATION,
  jpegWithGps,
  movWithLocation,
  mp4Bytes,
  pngBytes,
  postReview,
  probeVideo,
  storedFiles,
  videoTags,
} from "./reviews-helpers";

/** Tags ffmpeg writes into every QuickTime file it makes: the file type's brands, the tracks' handler names. */
const STRUCTURAL_TAG =
  /^(major_brand|minor_version|compatible_brands|vendor_id|language)=|^handler_name=(Video|Sound)Handler$/;

jest.setTimeout(30_000);
let svc: RunningService;
let uploadsDir: string;
let token: string;
let fields: Record<string, string | number>;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), "review-uploads-"));
  process.env.UPLOADS_DIR = uploadsDir;
  svc = await startService();
  const line = await lineInStatus(svc, "4");
  const [row] = await query<{ product_id: number }>(
    svc.db,
    "SELECT product_id FROM order_lines WHERE id = $1",
    [line.lineIds[0]],
  );
  token = line.me.token;
  fields = {
    product_id: row!.product_id,
    shipment_id: line.lineIds[0]!,
    rating: 4,
    review_title: "Good",
    review: "Lovely.",
  };
}, 180_000);

afterAll(async () => {
  await svc?.stop();
  delete process.env.UPLOADS_DIR;
  await rm(uploadsDir, { recursive: true, force: true });
});

async function expectNothingStored() {
  expect(await storedFiles(uploadsDir)).toEqual([]);
  const rows = await query(svc.db, "SELECT 1 FROM review_sources WHERE product_id = $1", [fields.product_id]);
  expect(rows).toHaveLength(0);
}

describe("review uploads are refused by content and size, storing nothing", () => {
  test("a PNG renamed .mp4 (declared video/mp4) is 415", async () => {
    const res = await postReview(svc.baseUrl, token, fields, [
      { name: "clip.mp4", type: "video/mp4", bytes: await pngBytes() },
    ]);
    expect(res.status).toBe(415);
    expect(res.body.results.message).toMatch(/not what its name says/);
    await expectNothingStored();
  });

  test("an SVG with a script, named .png and declared image/png, is 415", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>`;
    const res = await postReview(svc.baseUrl, token, fields, [
      { name: "photo.png", type: "image/png", bytes: new TextEncoder().encode(svg) },
    ]);
    expect(res.status).toBe(415);
    expect(res.body.results.message).toMatch(/jpg, jpeg, png, gif, bmp, tiff or webp/);
    await expectNothingStored();
  });

  test("a 30 MB photo is 413 (photos are capped at 10 MB)", async () => {
    const big = new Uint8Array(30 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await postReview(svc.baseUrl, token, fields, [
      { name: "big.jpg", type: "image/jpeg", bytes: big },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.results.message).toBe("Each photo must be 10 MB or smaller.");
    await expectNothingStored();
  });

  test("a JPEG with bytes that do not decode is 415", async () => {
    const broken = new Uint8Array(2048);
    broken.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await postReview(svc.baseUrl, token, fields, [
      { name: "x.jpg", type: "image/jpeg", bytes: broken },
    ]);
    expect(res.status).toBe(415);
    await expectNothingStored();
  });

  test("a JPEG with EXIF GPS is stored as a WebP of review size without any EXIF", async () => {
    const jpeg = await jpegWithGps();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.toString("latin1")).toContain("TestCam"); // the input really carries EXIF

    const res = await postReview(svc.baseUrl, token, fields, [
      { name: "ring.jpg", type: "image/jpeg", bytes: jpeg },
    ]);
    expect(res.status).toBe(200);
    const own = await fetch(`${svc.baseUrl}/ecom/review/${fields.product_id}`, {
      headers: { Authorization: `Token ${token}` },
    }).then((r) => r.json());
    const media = own.results.data[0].review_media;
    expect(media).toHaveLength(1);
    expect(media[0].url).toMatch(/^\/media\/reviews\/[\w-]{22}\.webp$/);

    const served = await fetch(`${svc.baseUrl}${media[0].url}`);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const after = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(after.format).toBe("webp");
    expect(after.exif).toBeUndefined();
    expect(Math.max(after.width ?? 0, after.height ?? 0)).toBe(1200);
  });

  test("an MP4 is stored as a playable MP4 with a WebP poster frame; a second POST replaces the media", async () => {
    const mp4 = mp4Bytes();
    const res = await postReview(svc.baseUrl, token, fields, [
      { name: "turn.mp4", type: "video/mp4", bytes: mp4 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results.data.edited).toBe(true);
    const rows = await query<{ kind: string; url: string; poster_url: string }>(
      svc.db,
      `SELECT m.kind, m.url, m.poster_url FROM review_media m JOIN review_sources s ON s.review_id = m.review_id
       WHERE s.product_id = $1`,
      [fields.product_id],
    );
    expect(rows).toHaveLength(1);
    const video = await fetch(`${svc.baseUrl}${rows[0]!.url}`);
    expect(video.headers.get("content-type")).toBe("video/mp4");
    const probe = await probeVideo(new Uint8Array(await video.arrayBuffer()));
    expect(probe.errors).toBe("");
    expect(probe.streams.map((s) => [s.codec_type, s.codec_name, s.nb_read_frames])).toEqual([
      ["video", "h264", "10"],
    ]);
    const poster = await fetch(`${svc.baseUrl}${rows[0]!.poster_url}`);
    expect((await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).format).toBe("webp");
    // the replaced photo's file is gone: only the video and its poster remain
    expect(await storedFiles(uploadsDir)).toHaveLength(2);
  });

  test.each(["mdta", "udta"] as const)(
    "a QuickTime clip with its location in %s atoms is served without location or any other metadata, still playable",
    async (atoms) => {
      const mov = await movWithLocation(atoms);
      // The input really says where, when and on what it was shot.
      const before = videoTags(await probeVideo(mov)).join("\n");
      expect(before).toMatch(/location.*\+12\.97/);
      expect(before).toContain("creation_time=2024-05-01");
      expect(before).toContain("handler_name=Core Media Video");
      if (atoms === "udta") expect(mov.includes(Buffer.from("\u00a9xyz", "latin1"))).toBe(true);

      const res = await postReview(svc.baseUrl, token, fields, [
        { name: "IMG_0042.MOV", type: "video/quicktime", bytes: mov },
      ]);
      expect(res.status).toBe(200);
      const [row] = await query<{ url: string }>(
        svc.db,
        `SELECT m.url FROM review_media m JOIN review_sources s ON s.review_id = m.review_id
         WHERE s.product_id = $1`,
        [fields.product_id],
      );
      expect(row!.url).toMatch(/^\/media\/reviews\/[\w-]{22}\.mov$/);
      const served = await fetch(`${svc.baseUrl}${row!.url}`);
      expect(served.headers.get("content-type")).toBe("video/quicktime");
      const bytes = Buffer.from(await served.arrayBuffer());

      // Neither atom nor key of a location is left anywhere in the file.
      const left = ["\u00a9xyz", "udta", "location", CLIP_LOCATION.slice(0, 6), "Apple", "Core Media"].filter(
        (marker) => bytes.includes(Buffer.from(marker, "latin1")),
      );
      expect(left).toEqual([]);
      // No tag but the container's brand and each track's default handler.
      const after = await probeVideo(bytes);
      expect(videoTags(after).filter((tag) => !STRUCTURAL_TAG.test(tag))).toEqual([]);

      // Still the same clip: one H.264 stream of 64x64 px whose 10 frames all decode.
      expect(after.errors).toBe("");
      expect(
        after.streams.map((s) => [s.codec_type, s.codec_name, s.width, s.height, s.nb_read_frames]),
      ).toEqual([["video", "h264", 64, 64, "10"]]);
      expect(await storedFiles(uploadsDir)).toHaveLength(2); // the clip and its poster
    },
  );
});
