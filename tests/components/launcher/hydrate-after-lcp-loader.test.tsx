/**
 * The loader a kept catalogue page carries (scripts/launcher/hydrate-after-lcp.mjs), in a browser DOM: Next's
 * chunks are appended only after the high-priority picture has loaded and been painted (reported as the largest
 * contentful paint where the browser reports it, the next frame elsewhere), at once on the shopper's first tap
 * or key, after the fallback delay at the latest, and never twice.
 */
import { loadChunksAfterLcp } from "../../../scripts/launcher/hydrate-after-lcp.mjs";

const SCRIPTS = ["/_next/static/chunks/react.js", "/_next/static/chunks/page.js"];
const PRELOADS = ["/_next/static/chunks/lazy.js"];

function appendedScripts(): string[] {
  return Array.from(document.head.querySelectorAll("script[src]"), (s) => s.getAttribute("src") ?? "");
}

function appendedPreloads(): string[] {
  return Array.from(
    document.head.querySelectorAll('link[rel="preload"][as="script"]'),
    (l) => l.getAttribute("href") ?? "",
  );
}

/** A high-priority picture still loading (jsdom loads no images, so `complete` is set by hand). */
function loadingHeroPicture(): HTMLImageElement {
  const img = document.createElement("img");
  img.setAttribute("fetchpriority", "high");
  Object.defineProperty(img, "complete", { value: false, configurable: true });
  document.body.appendChild(img);
  return img;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  jest
    .spyOn(window, "requestAnimationFrame")
    .mockImplementation((cb) => setTimeout(() => cb(0), 16) as unknown as number);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it("waits for the hero picture, then appends the chunks as async scripts and the preloads as preloads", () => {
  const img = loadingHeroPicture();
  loadChunksAfterLcp(SCRIPTS, PRELOADS, 3000, 500);
  jest.advanceTimersByTime(500);
  expect(appendedScripts()).toEqual([]);

  img.dispatchEvent(new Event("load"));
  expect(appendedScripts()).toEqual([]); // not before the frame that shows the picture
  jest.advanceTimersByTime(20);
  expect(appendedScripts()).toEqual(SCRIPTS);
  expect(Array.from(document.head.querySelectorAll("script"), (s) => s.async)).toEqual([true, true]);
  expect(appendedPreloads()).toEqual(PRELOADS);
});

it("also starts when the picture fails to load", () => {
  const img = loadingHeroPicture();
  loadChunksAfterLcp(SCRIPTS, [], 3000, 500);
  img.dispatchEvent(new Event("error"));
  jest.advanceTimersByTime(20);
  expect(appendedScripts()).toEqual(SCRIPTS);
});

it("starts after the next frame when there is no picture to wait for", () => {
  loadChunksAfterLcp(SCRIPTS, [], 3000, 500);
  expect(appendedScripts()).toEqual([]);
  jest.advanceTimersByTime(20);
  expect(appendedScripts()).toEqual(SCRIPTS);
});

it("starts at once on the shopper's first tap, and only once", () => {
  const img = loadingHeroPicture();
  loadChunksAfterLcp(SCRIPTS, [], 3000, 500);
  window.dispatchEvent(new Event("pointerdown"));
  expect(appendedScripts()).toEqual(SCRIPTS);
  img.dispatchEvent(new Event("load"));
  window.dispatchEvent(new Event("keydown"));
  jest.advanceTimersByTime(5000);
  expect(appendedScripts()).toEqual(SCRIPTS);
});

it("starts after the fallback delay when the picture never arrives", () => {
  loadingHeroPicture();
  loadChunksAfterLcp(SCRIPTS, [], 3000, 500);
  jest.advanceTimersByTime(2999);
  expect(appendedScripts()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(appendedScripts()).toEqual(SCRIPTS);
});

describe("in a browser that reports the largest contentful paint", () => {
  let report: ((entries: { element: Element | null }[]) => void) | undefined;

  beforeEach(() => {
    report = undefined;
    class FakeObserver {
      static supportedEntryTypes = ["largest-contentful-paint"];
      constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
    }
    Object.defineProperty(window, "PerformanceObserver", {
      value: FakeObserver,
      configurable: true,
      writable: true,
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(window, "PerformanceObserver");
  });

  it("waits after the picture's load until its paint is reported", () => {
    const img = loadingHeroPicture();
    loadChunksAfterLcp(SCRIPTS, [], 3000, 500);
    img.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(100);
    expect(appendedScripts()).toEqual([]); // loaded, not yet shown on screen
    report?.([{ element: img }]);
    jest.advanceTimersByTime(1);
    expect(appendedScripts()).toEqual(SCRIPTS);
  });

  it("starts at once when the picture's paint was reported before it finished loading", () => {
    const img = loadingHeroPicture();
    loadChunksAfterLcp(SCRIPTS, [], 3000, 500);
    report?.([{ element: img }]);
    jest.advanceTimersByTime(100);
    expect(appendedScripts()).toEqual([]);
    img.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(1);
    expect(appendedScripts()).toEqual(SCRIPTS);
  });

  it("does not wait past the paint delay when the picture is not the largest paint", () => {
    const img = loadingHeroPicture();
    loadChunksAfterLcp(SCRIPTS, [], 3000, 500);
    img.dispatchEvent(new Event("load"));
    report?.([{ element: document.body }]);
    jest.advanceTimersByTime(499);
    expect(appendedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appendedScripts()).toEqual(SCRIPTS);
  });
});
