/**
 * The loader a kept catalogue page carries (scripts/launcher/hydrate-after-lcp.mjs), in a browser DOM: Next's
 * chunks are appended only after the high-priority picture has loaded and been painted (reported as the largest
 * contentful paint where the browser reports it, the next frame elsewhere), at once on the shopper's first tap
 * or key, after the fallback delay at the latest, and never twice; a button pressed, or an arrow key pressed in
 * a carousel, before hydration is held and replayed once the page has hydrated.
 */
import { HYDRATED_EVENT as SIGNALLED, HydrationSignal } from "@/components/layout/hydration-signal";
import { render } from "@testing-library/react";
import { HYDRATED_EVENT, loadChunksAfterLcp } from "../../../scripts/launcher/hydrate-after-lcp.mjs";

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
  document.documentElement.removeAttribute("data-hydrated");
  jest
    .spyOn(window, "requestAnimationFrame")
    .mockImplementation((cb) => setTimeout(() => cb(0), 16) as unknown as number);
});

afterEach(() => {
  // Each test's loader stops listening once the page announces hydration.
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it("waits for the hero picture, then appends the chunks as async scripts and the preloads as preloads", () => {
  const img = loadingHeroPicture();
  loadChunksAfterLcp(SCRIPTS, PRELOADS, 3000, 500, HYDRATED_EVENT);
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
  loadChunksAfterLcp(SCRIPTS, [], 3000, 500, HYDRATED_EVENT);
  img.dispatchEvent(new Event("error"));
  jest.advanceTimersByTime(20);
  expect(appendedScripts()).toEqual(SCRIPTS);
});

it("starts after the next frame when there is no picture to wait for", () => {
  loadChunksAfterLcp(SCRIPTS, [], 3000, 500, HYDRATED_EVENT);
  expect(appendedScripts()).toEqual([]);
  jest.advanceTimersByTime(20);
  expect(appendedScripts()).toEqual(SCRIPTS);
});

it("starts at once on the shopper's first tap, and only once", () => {
  const img = loadingHeroPicture();
  loadChunksAfterLcp(SCRIPTS, [], 3000, 500, HYDRATED_EVENT);
  window.dispatchEvent(new Event("pointerdown"));
  expect(appendedScripts()).toEqual(SCRIPTS);
  img.dispatchEvent(new Event("load"));
  window.dispatchEvent(new Event("keydown"));
  jest.advanceTimersByTime(5000);
  expect(appendedScripts()).toEqual(SCRIPTS);
});

it("starts after the fallback delay when the picture never arrives", () => {
  loadingHeroPicture();
  loadChunksAfterLcp(SCRIPTS, [], 3000, 500, HYDRATED_EVENT);
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
    loadChunksAfterLcp(SCRIPTS, [], 3000, 500, HYDRATED_EVENT);
    img.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(100);
    expect(appendedScripts()).toEqual([]); // loaded, not yet shown on screen
    report?.([{ element: img }]);
    jest.advanceTimersByTime(1);
    expect(appendedScripts()).toEqual(SCRIPTS);
  });

  it("starts at once when the picture's paint was reported before it finished loading", () => {
    const img = loadingHeroPicture();
    loadChunksAfterLcp(SCRIPTS, [], 3000, 500, HYDRATED_EVENT);
    report?.([{ element: img }]);
    jest.advanceTimersByTime(100);
    expect(appendedScripts()).toEqual([]);
    img.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(1);
    expect(appendedScripts()).toEqual(SCRIPTS);
  });

  it("does not wait past the paint delay when the picture is not the largest paint", () => {
    const img = loadingHeroPicture();
    loadChunksAfterLcp(SCRIPTS, [], 3000, 500, HYDRATED_EVENT);
    img.dispatchEvent(new Event("load"));
    report?.([{ element: document.body }]);
    jest.advanceTimersByTime(499);
    expect(appendedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appendedScripts()).toEqual(SCRIPTS);
  });
});

describe("a button pressed before hydration", () => {
  function button(onClick: jest.Mock): HTMLButtonElement {
    const b = document.createElement("button");
    b.textContent = "Select size";
    b.addEventListener("click", onClick);
    document.body.appendChild(b);
    return b;
  }

  it("is held (its own handler does not run yet), starts the scripts and is replayed once hydrated", () => {
    loadingHeroPicture();
    const onClick = jest.fn();
    const b = button(onClick);
    loadChunksAfterLcp(SCRIPTS, [], 3000, 500, HYDRATED_EVENT);
    b.click();
    expect(onClick).not.toHaveBeenCalled();
    expect(appendedScripts()).toEqual(SCRIPTS);

    // The page's HydrationSignal (root layout) announces hydration: the press reaches the button, once.
    render(<HydrationSignal />);
    expect(onClick).toHaveBeenCalledTimes(1);
    b.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("holds only the first press, and none once the page has hydrated", () => {
    const onClick = jest.fn();
    const b = button(onClick);
    loadChunksAfterLcp(SCRIPTS, [], 3000, 500, HYDRATED_EVENT);
    b.click();
    b.click();
    expect(onClick).toHaveBeenCalledTimes(1); // the second press went through as the browser had it

    document.body.innerHTML = "";
    const later = jest.fn();
    document.documentElement.setAttribute("data-hydrated", "");
    const c = button(later);
    loadChunksAfterLcp(SCRIPTS, [], 3000, 500, HYDRATED_EVENT);
    c.click();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("leaves links alone: they work without scripts", () => {
    const link = document.createElement("a");
    link.href = "#rings";
    const onClick = jest.fn((e: Event) => e.preventDefault());
    link.addEventListener("click", onClick);
    document.body.appendChild(link);
    loadChunksAfterLcp(SCRIPTS, [], 3000, 500, HYDRATED_EVENT);
    link.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("names the same event the page dispatches", () => {
    expect(SIGNALLED).toBe(HYDRATED_EVENT);
  });
});

describe("an arrow key pressed in a carousel before hydration", () => {
  /** A banner carousel as the server renders it, with a listener standing in for the carousel's React handler. */
  function carousel(onKey: jest.Mock): HTMLAnchorElement {
    const section = document.createElement("section");
    section.setAttribute("aria-roledescription", "carousel");
    section.addEventListener("keydown", (e) => onKey(e.key));
    const link = document.createElement("a");
    link.href = "/category_search/1";
    section.appendChild(link);
    document.body.appendChild(section);
    return link;
  }
  const press = (target: Element, key: string) =>
    target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));

  it("is held, in order, and replayed on the same element once hydrated: the banner moves", () => {
    loadingHeroPicture();
    const onKey = jest.fn();
    const link = carousel(onKey);
    loadChunksAfterLcp(SCRIPTS, [], 3000, 500, HYDRATED_EVENT);
    expect(press(link, "ArrowRight")).toBe(false); // default prevented: the page does not scroll sideways
    press(link, "ArrowLeft");
    press(link, "ArrowRight");
    expect(onKey).not.toHaveBeenCalled();
    // The first key started the scripts (earlier tests' loaders still listen for a first key: hence the set).
    expect([...new Set(appendedScripts())]).toEqual(SCRIPTS);

    render(<HydrationSignal />);
    expect(onKey.mock.calls.map(([key]) => key)).toEqual(["ArrowRight", "ArrowLeft", "ArrowRight"]);
    press(link, "ArrowLeft");
    expect(onKey).toHaveBeenCalledTimes(4); // after hydration keys go straight through
  });

  it("lets other keys, arrows outside a carousel and a video's own arrows through as the browser has them", () => {
    const onKey = jest.fn();
    const link = carousel(onKey);
    const video = document.createElement("video");
    link.parentElement!.appendChild(video);
    const field = document.createElement("input");
    const onField = jest.fn();
    field.addEventListener("keydown", onField);
    document.body.appendChild(field);
    loadChunksAfterLcp(SCRIPTS, [], 3000, 500, HYDRATED_EVENT);
    expect(press(link, "Tab")).toBe(true);
    expect(onKey).toHaveBeenCalledWith("Tab");
    expect(press(field, "ArrowRight")).toBe(true);
    expect(onField).toHaveBeenCalledTimes(1);
    expect(press(video, "ArrowRight")).toBe(true); // seeks the video
    expect(onKey).toHaveBeenLastCalledWith("ArrowRight");
  });
});
