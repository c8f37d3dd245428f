/**
 * MP4 videos (H.264, yuv420p, 640x640 px, 24 fps, 3 s): product turntables, the certificate card and ad loops.
 *
 * Frames are rendered from SVG with sharp and piped to Debian's ffmpeg (backend/media/ffmpeg.ts) as raw RGB over
 * stdin, so nothing but the output file touches the disk. Single-threaded x264 with bit-exact flags keeps the
 * bytes identical from run to run, and from machine to machine with the same ffmpeg release.
 */
import { spawn } from "node:child_process";
import sharp from "sharp";
import { type AdKey, type MetalColour, type ProductArt, VIDEO_FPS, VIDEO_SECONDS, VIDEO_SIZE } from "./spec";
import { designModel } from "./render-product";
import { type Fit } from "./render/project";
import { deg, type Model, merge, place, rotX, rotY, mul } from "./render/geom";
import { drawModel } from "./render/project";
import { gem } from "./render/stones";
import { metalGradientDefs } from "./render/metal";
import { shoot, studioBackground, svgDoc } from "./render/scene";
import { adTheme } from "./render/banners";
import { ffmpegPath } from "./ffmpeg";

const FRAMES = VIDEO_FPS * VIDEO_SECONDS;

/**
 * Encodes `FRAMES` frames, produced by `frame(i)` as SVG strings of VIDEO_SIZE square, into an MP4 at `outFile`.
 * Two frames are rasterised ahead while ffmpeg encodes, which roughly halves wall time on two cores.
 */
export async function encodeSvgFrames(frame: (i: number) => string, outFile: string): Promise<void> {
  const args = [
    "-hide_banner", "-loglevel", "error", "-y",
    "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${VIDEO_SIZE}x${VIDEO_SIZE}`, "-r", String(VIDEO_FPS), "-i", "pipe:0",
    "-c:v", "libx264", "-preset", "medium", "-crf", "22", "-pix_fmt", "yuv420p", "-threads", "1",
    "-movflags", "+faststart", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact",
    "-f", "mp4", outFile,
  ];
  const proc = spawn(ffmpegPath(), args, { stdio: ["pipe", "ignore", "pipe"] });
  let stderr = "";
  proc.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<void>((resolve, reject) => {
    proc.on("error", reject);
    proc.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr.slice(-500)}`))));
  });
  const raster = (i: number) => sharp(Buffer.from(frame(i))).removeAlpha().raw().toBuffer();
  try {
    let ahead = raster(0);
    for (let i = 0; i < FRAMES; i++) {
      const buf = await ahead;
      if (i + 1 < FRAMES) ahead = raster(i + 1);
      if (!proc.stdin.write(buf)) await new Promise<void>((r) => proc.stdin.once("drain", () => r()));
    }
  } finally {
    proc.stdin.end();
  }
  await done;
}

/** Turntable of a product: the piece swings +-28 deg and its stones twinkle; background and framing stay fixed. */
export async function renderProductVideo(art: ProductArt, colour: MetalColour, outFile: string): Promise<void> {
  const dm = designModel(art);
  // fit once with some slack, so the piece doesn't zoom as it turns
  const fill = (dm.fill ?? 0.74) * 0.9;
  const m = (1000 * (1 - fill)) / 2;
  const fit: Fit = shoot(dm, colour, 0, { rect: dm.frame ?? { x: m, y: m, w: 1000 - 2 * m, h: 1000 - 2 * m } }).fit;
  const bg = studioBackground();
  await encodeSvgFrames((i) => {
    const t = i / FRAMES;
    const shot = shoot(dm, colour, 0, { fit, turn: 28 * Math.sin(2 * Math.PI * t), time: t });
    return svgDoc(VIDEO_SIZE, VIDEO_SIZE, 1000, 1000, "", bg + shot.svg);
  }, outFile);
}

const ease = (x: number): number => {
  const t = Math.min(1, Math.max(0, x));
  return t * t * (3 - 2 * t);
};

/** Animated certificate card: the card rises in, a diamond turns, a light sweep crosses the gold border. */
export async function renderCertificateVideo(outFile: string): Promise<void> {
  const stone: Model = gem("diamond", "round", 1, 11);
  const S = 1000;
  const defs =
    metalGradientDefs("yellow", "cg") +
    `<linearGradient id="sweep" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="0.5" stop-color="#fff" stop-opacity="0.7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<clipPath id="card"><rect x="120" y="170" width="760" height="660" rx="28"/></clipPath>`;
  await encodeSvgFrames((i) => {
    const t = i / FRAMES;
    const rise = ease(t / 0.3);
    const dy = (1 - rise) * 60;
    const d = drawModel(place(merge(stone), mul(rotX(deg(-18)), rotY(deg(t * 120)))), {
      colour: "white",
      camera: { elev: deg(30), azim: 0, dist: 12 },
      fit: { rect: { x: 400, y: 255 + dy, w: 200, h: 150 } },
      time: t,
      sparkle: 1.3,
    });
    const sx = -400 + t * 1800;
    const text = (y: number, size: number, s: string, fill: string, style = "") =>
      `<text x="500" y="${y + dy}" font-family="DejaVu Serif" font-size="${size}" fill="${fill}" text-anchor="middle" ${style} opacity="${ease((t - 0.15) / 0.25).toFixed(2)}">${s}</text>`;
    const body =
      studioBackground(S, S) +
      `<g opacity="${rise.toFixed(2)}"><rect x="120" y="${170 + dy}" width="760" height="660" rx="28" fill="#fffdf7" stroke="url(#cg-d)" stroke-width="10"/>` +
      `<rect x="150" y="${200 + dy}" width="700" height="600" rx="18" fill="none" stroke="url(#cg-v)" stroke-width="2"/>` +
      d.svg +
      text(470, 46, "Certificate of Authenticity", "#3a2a14") +
      `<rect x="380" y="${495 + dy}" width="240" height="3" fill="url(#cg-v)" opacity="${ease((t - 0.2) / 0.2).toFixed(2)}"/>` +
      text(570, 40, "IGI Certified \u00b7 BIS Hallmarked", "#7a5a1e") +
      text(640, 28, "Natural diamond  \u00b7  18K gold  \u00b7  Unique HUID", "#5b4a36", 'font-style="italic"') +
      text(730, 24, "Every piece ships with its certificate", "#8a7660") +
      `<rect x="${sx.toFixed(0)}" y="150" width="260" height="700" fill="url(#sweep)" transform="skewX(-18)" clip-path="url(#card)"/></g>`;
    return svgDoc(VIDEO_SIZE, VIDEO_SIZE, S, S, defs, body);
  }, outFile);
}

/**
 * Ad loop for `key`: the ad's pieces turning on its ground. The loop carries no words: the storefront plays it over
 * the right half of the ad's image, whose headline and sub-line already sit on the left, so words in the video
 * would print the headline a second time beside (and, where the mask fades, over) the image's own.
 */
export async function renderAdVideo(key: AdKey, outFile: string): Promise<void> {
  await encodeSvgFrames(adFrames(key), outFile);
}

/** Frame i (0..71) of the ad loop for `key`, as an SVG document (pieces only, no text). */
export function adFrames(key: AdKey): (i: number) => string {
  const theme = adTheme(key);
  const S = 1000;
  // the whole square is the pieces' stage: the first piece large on the left, the second beside it
  const rects = [
    { x: 40, y: 170, w: 520, h: 660 },
    { x: 520, y: 250, w: 440, h: 520 },
  ];
  const fits = theme.pieces.map((p, i) => shoot(designModel(p.art), p.colour, 0, { rect: rects[i % 2]!, clip: { x: 0, y: 0, w: S, h: S } }).fit);
  const defs =
    `<radialGradient id="ag" cx="0.5" cy="0.55" r="0.85"><stop offset="0" stop-color="${theme.ground[0]}"/><stop offset="1" stop-color="${theme.ground[1]}"/></radialGradient>`;
  return (i) => {
    const t = i / FRAMES;
    const pieces = theme.pieces
      .map((p, k) => shoot(designModel(p.art), p.colour, 0, { fit: fits[k]!, turn: 22 * Math.sin(2 * Math.PI * (t + k * 0.25)), time: t, clip: { x: 0, y: 0, w: S, h: S }, shadow: 0 }).svg)
      .join("");
    return svgDoc(VIDEO_SIZE, VIDEO_SIZE, S, S, defs, `<rect width="${S}" height="${S}" fill="url(#ag)"/>` + pieces);
  };
}
