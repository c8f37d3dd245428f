/**
 * The text of the first-visit country guess script
 * (components/layout/country-guess-script.tsx puts it in every page's `<head>`). Written out as text rather than
 * serialised from a function (`fn.toString()`), because its bytes must be the same in every bundle that uses them:
 * the Content-Security-Policy of pages rendered per request allows this script by its sha256
 * ({@link COUNTRY_GUESS_HASH}, lib/http/content-security-policy.mjs), and a minifier renames a function's variables
 * differently per bundle. The page-specific settings are not in the script but in a JSON block before it
 * (`<script type="application/json" id="swa-country-guess">`), which browsers never run.
 *
 * The time zone comes from `Temporal.Now.timeZoneId()` where the browser has Temporal, else from
 * `Intl.DateTimeFormat().resolvedOptions()`. The script blocks the parser in `<head>`, and the first DateTimeFormat
 * a page builds loads ICU's calendar and locale data: 40-70 ms on the bench machine, four times that on a slow
 * phone, before the first paint of every page a shopper without a stored country opens. Temporal answers in 0.1 ms.
 *
 * What it does: on a first visit (no country cookie) it guesses the country from the browser time zone; when the
 * guess differs from the country the page was rendered for, it stores the guess in the cookie and reloads before
 * anything is painted. Nothing for crawlers, an unknown time zone, or a browser that refuses the cookie. Never
 * throws. Returns "kept" or "reload" (components/layout/country-guess-apply.ts runs the same body for the tests).
 */

/** id of the JSON block holding the script's settings (CountryGuessConfig). */
export const COUNTRY_GUESS_CONFIG_ID = "swa-country-guess";

/** Body of `function (a)`, `a` being the settings. */
export const COUNTRY_GUESS_BODY = String.raw`try{if(/bot|crawl|spider|slurp/i.test(navigator.userAgent))return"kept";var k=";"+document.cookie.replace(/\s+/g,"");if(k.indexOf(";"+a.cookie+"=")>=0)return"kept";var t=typeof Temporal=="object"&&Temporal&&Temporal.Now,z=t&&t.timeZoneId?t.timeZoneId():Intl.DateTimeFormat().resolvedOptions().timeZone;if(!z)return"kept";var id=Object.prototype.hasOwnProperty.call(a.zones,z)?a.zones[z]:a.otherwise;if(id==null||id===a.current)return"kept";document.cookie=a.cookie+"="+id+"; path=/; max-age="+a.maxAge+"; samesite=lax"+(a.secure?"; secure":"");if((";"+document.cookie.replace(/\s+/g,"")).indexOf(";"+a.cookie+"="+id)<0)return"kept";var r=document.documentElement;r.style.visibility="hidden";setTimeout(function(){r.style.visibility=""},4000);location.replace(location.href);return"reload"}catch(e){return"kept"}`;

/** The inline script's full text: reads the JSON block just before it, then runs the body. */
export const COUNTRY_GUESS_SOURCE = `(function(a){${COUNTRY_GUESS_BODY}})(JSON.parse(document.getElementById("${COUNTRY_GUESS_CONFIG_ID}").textContent))`;

/** sha256 of {@link COUNTRY_GUESS_SOURCE}, as a CSP hash source (tests/content-security-policy.test.ts checks it). */
export const COUNTRY_GUESS_HASH = "sha256-L7DH0d3DQZx8UYgqQ0m2Uc6K/1HLLIPFGBxHcqiMp9g=";
