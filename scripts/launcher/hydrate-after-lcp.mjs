/**
 * Hydration after the largest paint, for the pages the storefront's server keeps (cached catalogue pages).
 *
 * Why: Next's App Router writes its JavaScript chunks (~150 KiB gzip: React, the router, the page's client
 * components) as `async` scripts in the head, and has no option to load them later. On a phone on a slow network
 * they are fetched at the same moment as the page's hero picture and share the bandwidth with it; Lighthouse's
 * mobile simulation counts every such script towards Largest Contentful Paint. The page is complete HTML without
 * them (links, pictures, prices, text), so here the chunk tags are taken out of a kept page and a small inline
 * loader appends them once the high-priority pictures (the LCP candidates) have loaded and painted, or at the
 * shopper's first tap or key press, or after {@link FALLBACK_MS} at the latest. The browser then runs them exactly
 * as it would have run the async tags. Pages that stream (cart, checkout, account) are not kept and hydrate as
 * usual.
 *
 * Set HYDRATE_AFTER_LCP=0 to serve Next's markup unchanged.
 */

/** Next's chunk scripts: `<script src="/_next/static/chunks/x.js" async=""></script>`. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.~-]+\.js)" async=""><\/script>/g;
/** Script preloads (React's of the bootstrap chunk, Next's of lazily loaded components), in any attribute order. */
const PRELOAD_LINK =
  /<link rel="preload"(?=[^>]* as="script")[^>]* href="(\/_next\/static\/chunks\/[\w.~-]+\.js)"[^>]*\/>/g;

/** Latest start of hydration when a picture never finishes (ms after the loader runs). */
export const FALLBACK_MS = 3000;

/** The event the page dispatches on window once hydrated (components/layout/hydration-signal.tsx). */
export const HYDRATED_EVENT = "swa:hydrated";

/** How long after its pictures have loaded the loader waits for the browser to report their paint, ms. */
export const PAINT_WAIT_MS = 500;

/**
 * The loader, run in the browser at the end of the body. Kept self-contained (it is serialised into the page).
 * It appends the page's `scripts` (async, as Next wrote them) and the `preloads` it took out (as preloads again:
 * fetched, run only when the page asks for them) once the high-priority pictures have loaded and the browser has
 * reported the page's largest contentful paint (or, where there is no such report, once the next frame is drawn;
 * {@link PAINT_WAIT_MS} at most after the pictures), at the first pointer or key press, or after `fallbackMs`.
 * @param {string[]} scripts chunk URLs Next wrote as async scripts
 * @param {string[]} preloads chunk URLs Next or React wrote as script preloads only
 * @param {number} fallbackMs
 * @param {number} paintWaitMs
 * @param {string} hydratedEvent the window event the page dispatches once hydrated (hydration-signal.tsx); a
 *   button pressed, or an arrow key pressed in a carousel, before it is replayed then
 */
export function loadChunksAfterLcp(scripts, preloads, fallbackMs, paintWaitMs, hydratedEvent) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < scripts.length; i++) {
      var script = document.createElement("script");
      script.src = scripts[i];
      script.async = true;
      document.head.appendChild(script);
    }
    for (var j = 0; j < preloads.length; j++) {
      var link = document.createElement("link");
      link.rel = "preload";
      link.setAttribute("as", "script");
      link.href = preloads[j];
      document.head.appendChild(link);
    }
  }
  var pictures = Array.prototype.slice.call(document.querySelectorAll('img[fetchpriority="high"]'));
  var loading = pictures.filter(function (img) {
    return !img.complete;
  }).length;
  var painted = false;
  var reportsPaint =
    typeof PerformanceObserver === "function" &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf("largest-contentful-paint") >= 0;
  function picturesReady() {
    if (!reportsPaint) {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    } else if (painted) {
      setTimeout(start, 0);
    } else {
      // The pictures may not be the largest paint (no report comes for them then).
      setTimeout(start, paintWaitMs);
    }
  }
  if (reportsPaint) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (pictures.length === 0 || pictures.indexOf(entry.element) >= 0) painted = true;
      });
      if (painted && loading === 0) setTimeout(start, 0);
    }).observe({ type: "largest-contentful-paint", buffered: true });
  }
  if (loading === 0) picturesReady();
  pictures.forEach(function (img) {
    if (img.complete) return;
    function settled() {
      loading -= 1;
      if (loading === 0) picturesReady();
    }
    img.addEventListener("load", settled, { once: true });
    img.addEventListener("error", settled, { once: true });
  });
  ["pointerdown", "keydown", "touchstart"].forEach(function (type) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  });
  setTimeout(start, fallbackMs);

  // A button pressed before hydration would do nothing (its handler is not attached yet): the first such press is
  // held and replayed on the same button once the page has hydrated. Links and form fields work without scripts.
  var held = null;
  function holdPress(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest("button, [role='button']") : null;
    if (!button || button.closest("a[href]") || document.documentElement.hasAttribute("data-hydrated"))
      return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
    removeEventListener("click", holdPress, true);
    start();
  }
  addEventListener("click", holdPress, true);
  // Likewise the Left/Right arrows pressed in a carousel (the banner's keys are React's): held in order, replayed
  // on the same element. Taken from React too (window capture runs first), which may be listening mid-hydration.
  var heldKeys = [];
  function holdKey(event) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    var target = event.target;
    var carousel = target && target.closest ? target.closest("[aria-roledescription='carousel']") : null;
    // A video's or a field's own arrow keys (seeking, the caret) work without scripts: left alone.
    if (!carousel || target.closest("video, audio, input, textarea, select")) return;
    if (document.documentElement.hasAttribute("data-hydrated")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldKeys.push({ target: target, key: event.key });
  }
  addEventListener("keydown", holdKey, true);
  addEventListener(
    hydratedEvent,
    function () {
      removeEventListener("click", holdPress, true);
      removeEventListener("keydown", holdKey, true);
      var button = held;
      held = null;
      if (button && button.isConnected) button.click();
      var keys = heldKeys;
      heldKeys = [];
      keys.forEach(function (k) {
        if (!k.target.isConnected) return;
        k.target.dispatchEvent(new KeyboardEvent("keydown", { key: k.key, bubbles: true, cancelable: true }));
      });
    },
    { once: true },
  );
}

/**
 * Takes Next's chunk scripts and script preloads out of a page and puts the loader before `</body>`. A page
 * without chunk scripts, or without a body end, is returned unchanged.
 * @param {string} html a whole page as Next rendered it
 * @returns {string}
 */
export function hydrateAfterLcp(html) {
  const bodyEnd = html.lastIndexOf("</body>");
  if (bodyEnd < 0) return html;
  /** @type {string[]} */
  const scripts = [];
  /** @type {string[]} */
  const preloaded = [];
  const collect = (list) => (_tag, src) => {
    if (!list.includes(src)) list.push(src);
    return "";
  };
  const before = html
    .slice(0, bodyEnd)
    .replace(PRELOAD_LINK, collect(preloaded))
    .replace(CHUNK_SCRIPT, collect(scripts));
  if (scripts.length === 0) return html;
  // A preloaded chunk that is also a script is simply loaded as a script.
  const preloads = preloaded.filter((src) => !scripts.includes(src));
  // Chunk URLs are [\w.~-] only (the patterns above), so JSON needs no escaping inside the script element.
  const args = `${JSON.stringify(scripts)},${JSON.stringify(preloads)},${FALLBACK_MS},${PAINT_WAIT_MS},${JSON.stringify(HYDRATED_EVENT)}`;
  return `${before}<script>(${loadChunksAfterLcp.toString()})(${args})</script>${html.slice(bodyEnd)}`;
}

/** Whether kept pages get {@link hydrateAfterLcp} (on unless HYDRATE_AFTER_LCP=0). */
export function hydrateAfterLcpEnabled(env = process.env) {
  return env.HYDRATE_AFTER_LCP !== "0";
}
