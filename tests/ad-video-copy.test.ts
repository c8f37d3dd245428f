/**
 * The home page's video ad plays over the right half of its ad image (components/home/ad-banners.tsx), so the
 * headline must be drawn once: in the image, never again in the video's frames.
 */
import { adSvg } from "../backend/media/render/banners";
import { adFrames } from "../backend/media/video";

test("the try-at-home ad draws 'See It, Try It, Then Decide' in its image only, not in its video", () => {
  const image = adSvg("try-at-home");
  expect(image.match(/See It, Try It,/g)).toHaveLength(1);
  expect(image.match(/Then Decide/g)).toHaveLength(1);
  const frame = adFrames("try-at-home");
  for (const i of [0, 24, 47, 71]) {
    const svg = frame(i);
    expect({ frame: i, texts: (svg.match(/<text/g) ?? []).length, headline: svg.includes("See It") }).toEqual(
      {
        frame: i,
        texts: 0,
        headline: false,
      },
    );
    // the pieces still turn on the ad's ground
    expect(svg.includes("<path")).toBe(true);
  }
});
