/** Canonical path of About Us; `/about_us` redirects here (specification section 2 lists both). */
export const ABOUT_PATH = "/about/us";
