/** The staff command's arguments (`npm run leads -- video-calls|visits [--since YYYY-MM-DD]`). */
import { parseArgs } from "../../backend/scripts/leads-cli";

describe("npm run leads arguments", () => {
  it("reads the two commands, with an optional day in India", () => {
    expect(parseArgs(["video-calls"])).toEqual({ command: "video-calls" });
    expect(parseArgs(["visits", "--since", "2026-01-26"])).toEqual({
      command: "visits",
      since: new Date("2026-01-25T18:30:00Z"),
    });
  });

  it("refuses anything else", () => {
    expect(parseArgs([]).error).toBeDefined();
    expect(parseArgs(["orders"]).error).toBeDefined();
    expect(parseArgs(["visits", "--since"]).error).toBeDefined();
    expect(parseArgs(["visits", "--since", "26/01/2026"]).error).toBeDefined();
  });
});
