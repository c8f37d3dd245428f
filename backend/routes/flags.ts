/**
 * Country flags from the maintained `country-flag-icons` package, served as SVG under /media/flags/{ISO}.svg.
 */
import { Hono } from "hono";
import * as flags from "country-flag-icons/string/3x2";
import { errorResponse } from "../http/errors";

const FLAGS = flags as unknown as Record<string, string | undefined>;

/** GET /media/flags/:file (e.g. IN.svg), cached for a year. */
export function flagRoutes(): Hono {
  const app = new Hono();
  app.get("/media/flags/:file", (c) => {
    const match = /^([A-Z]{2})\.svg$/.exec(c.req.param("file"));
    const svg = match ? FLAGS[match[1]!] : undefined;
    if (!svg) return errorResponse(c, 404, "Media not found");
    return c.body(svg, 200, {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
  return app;
}
