/** Canonical path of About Us; `/about_us` redirects here (the footer links both). */
export const ABOUT_PATH = "/about/us";
