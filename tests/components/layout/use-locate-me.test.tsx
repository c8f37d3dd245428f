import { act, renderHook } from "@testing-library/react";
import { LOCATE_UNAVAILABLE, useLocateMe } from "@/components/layout/use-locate-me";

// The locate code is a separate chunk loaded on the first press; here it fails to arrive (offline, or a deployment
// replaced the chunk), as a browser's ChunkLoadError would.
jest.mock("@/components/layout/locate-pincode", () => {
  throw new Error("Loading chunk failed");
});

describe("useLocateMe when its code cannot load", () => {
  it("says so instead of spinning for ever, and leaves the stored pincode alone", async () => {
    window.localStorage.setItem("pincode", "682001");
    const { result } = renderHook(() => useLocateMe());
    act(() => result.current.locate());
    expect(result.current.state).toEqual({ kind: "locating" });
    await act(async () => {});
    expect(result.current.state).toEqual({ kind: "error", message: LOCATE_UNAVAILABLE });
    expect(window.localStorage.getItem("pincode")).toBe("682001");
  });
});
