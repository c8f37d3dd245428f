/**
 * The one rule for `next` after logging in (lib/validation/return-path.ts), read by the login dialog in the
 * browser and by the server's redirects: only paths on the store's own origin survive. A table of the inputs
 * attackers use, then properties over generated hostile input: whatever comes in, what comes out, resolved against
 * the store's origin (from any page of it), stays on the store's origin.
 */
import fc from "fast-check";
import { loginPromptUrl, NEXT_QUERY, safeReturnPath } from "@/lib/validation/return-path";

const STORE = "https://www.swadiamonds.example";
/** Pages a shopper may be on when the browser resolves the path (a relative path resolves differently on each). */
const PAGES = [`${STORE}/`, `${STORE}/my/orders?tab=open`, `${STORE}/jewellery/ring-a/b/`];

/** True when `path`, followed from any store page, lands on the store's origin. */
function staysOnStore(path: string): boolean {
  return PAGES.every((page) => new URL(path, page).origin === STORE);
}

describe("hostile `next` values", () => {
  it.each([
    ["protocol-relative", "//evil.example/x"],
    ["backslash host", "/\\evil.example"],
    ["backslash later", "/my\\..\\..\\evil"],
    ["absolute URL", "https://evil.example/"],
    ["other scheme", "javascript:alert(1)"],
    ["data URL", "data:text/html,<script>alert(1)</script>"],
    ["dot segment to //", "/.//evil.example/x"],
    ["double dot to //", "/..//evil.example/phish"],
    ["deeper dot segments", "/a/b/../..//evil.example"],
    ["encoded dot segments", "/%2e%2e//evil.example"],
    ["encoded slashes", "/%2F%2Fevil.example"],
    ["lower-case encoded slashes", "/%2f/evil.example"],
    ["encoded dot and slash", "/.%2F/evil.example"],
    ["double-encoded slashes", "/%252F%252Fevil.example"],
    ["encoded backslash", "/%5Cevil.example"],
    ["tab the URL parser drops", "/\t/evil.example"],
    ["newline", "/a\nb"],
    ["encoded newline", "/a%0Ab"],
    ["NUL", "/a\u0000"],
    ["C1 control", "/a\u0085b"],
    ["relative path", "my/orders"],
    ["bare host", "evil.example"],
    ["empty", ""],
    ["too long", `/${"a".repeat(2048)}`],
  ])("%s is refused", (_label, value) => {
    expect(safeReturnPath(value)).toBeNull();
    // The server's prompt URL falls back to the home page.
    expect(loginPromptUrl(value)).toBe("/?login=please&next=%2F");
  });

  it("refuses what is not a string", () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});

describe("paths of the store", () => {
  it.each([
    ["/my/profile", "/my/profile"],
    ["/add/address?x=1", "/add/address?x=1"],
    ["/?a=1#b", "/?a=1#b"],
    ["/my/./orders", "/my/orders"],
    ["/search?q=50%25", "/search?q=50%25"],
    ["/search?q=a//b", "/search?q=a//b"],
    ["/jewellery/gold ring", "/jewellery/gold%20ring"],
    ["/track/orders?order=SWA-12&shipment=3", "/track/orders?order=SWA-12&shipment=3"],
  ])("%j is kept as %j", (value, kept) => {
    expect(safeReturnPath(value)).toBe(kept);
  });

  it("the prompt URL carries the page, query included", () => {
    expect(loginPromptUrl("/my/orders?tab=open")).toBe("/?login=please&next=%2Fmy%2Forders%3Ftab%3Dopen");
  });
});

/** Pieces attackers combine: slashes, backslashes, dots, encodings of each, schemes, hosts, controls. */
const piece = fc.constantFrom(
  "/",
  "//",
  "\\",
  ".",
  "..",
  "%2F",
  "%2f",
  "%5C",
  "%5c",
  "%2e",
  "%2E%2E",
  "%252F",
  "%25",
  "%",
  "evil.example",
  "@",
  ":",
  "https:",
  "javascript:",
  "?",
  "#",
  "\t",
  "\n",
  "\u0000",
  "\u00a0",
  "my",
  "orders",
  " ",
);
const hostile = fc.oneof(
  fc.array(piece, { maxLength: 12 }).map((parts) => parts.join("")),
  fc
    .tuple(fc.constantFrom("/", "//", "/.", "/..", "/\\"), fc.array(piece, { maxLength: 8 }))
    .map(([head, parts]) => head + parts.join("")),
  fc.string({ maxLength: 40 }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webPath().map((path) => `/${path}`),
);

describe("properties", () => {
  it("whatever comes in, the result stays on the store's origin and starts with exactly one '/'", () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const path = safeReturnPath(value);
        if (path === null) return;
        expect(path.startsWith("/")).toBe(true);
        expect(path.startsWith("//")).toBe(false);
        expect(path).not.toMatch(/[\u0000-\u001f\u007f-\u009f\\]/);
        expect(staysOnStore(path)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it("a kept path is kept as it is (checking twice changes nothing)", () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const path = safeReturnPath(value);
        if (path !== null) expect(safeReturnPath(path)).toBe(path);
      }),
      { numRuns: 3000 },
    );
  });

  it("the prompt URL's `next`, read back as the browser reads it, stays on the store's origin", () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const prompt = new URL(loginPromptUrl(value), STORE);
        expect(prompt.origin).toBe(STORE);
        const next = safeReturnPath(prompt.searchParams.get(NEXT_QUERY));
        expect(next).not.toBeNull();
        expect(staysOnStore(next!)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("plain store paths (letters, digits, dashes) are kept unchanged", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join("/")}`;
        expect(safeReturnPath(path)).toBe(path);
      }),
    );
  });
});
