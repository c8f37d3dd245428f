/** The shop's public name as search engines and link previews show it (og:site_name, JSON-LD brand). */
export const SITE_NAME = "SWA Diamonds";
