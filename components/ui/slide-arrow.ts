/**
 * The round previous/next button beside a strip of slides (the home banner's carousel, the product page's
 * 'Similar style' strip): one look for both. Shown from the `sm` breakpoint; phones swipe.
 */
export const SLIDE_ARROW_CLASS =
  "absolute top-1/2 z-10 hidden h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-ink shadow-sm ring-1 ring-black/5 backdrop-blur transition hover:bg-white disabled:pointer-events-none disabled:opacity-0 sm:flex";
