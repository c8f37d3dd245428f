import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchBox } from "@/components/search/search-box";
import { RECENT_SEARCHES_KEY, addRecentSearch } from "@/lib/search/recent";
import { productSuggestionHref, searchHref, slugify } from "@/lib/search/links";

const mockPush = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: mockPush, refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/",
}));

const RESULTS = [
  { id: 1, name: "Rings", type: "category", href: "/rings" },
  { id: 42, name: "Aria Diamond Ring", type: "product", href: "/products/42/0/aria-diamond-ring" },
  { id: 43, name: "Lumen Solitaire Ring", type: "product", href: "/products/43/0/lumen-solitaire-ring" },
];

type Pending = { url: string; signal: AbortSignal; resolve: (results: unknown[]) => void };
let pending: Pending[];

beforeEach(() => {
  jest.useFakeTimers();
  mockPush.mockReset();
  window.localStorage.clear();
  pending = [];
  global.fetch = jest.fn(
    (url: string, init?: RequestInit) =>
      new Promise((resolveFetch) => {
        pending.push({
          url,
          signal: init?.signal as AbortSignal,
          resolve: (results) =>
            resolveFetch({ ok: true, status: 200, json: async () => ({ query: "", results }) } as Response),
        });
      }),
  ) as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<SearchBox />);
  return { user, input: screen.getByRole("combobox", { name: "Search jewellery" }) };
}

async function answer(results: unknown[]) {
  await act(async () => {
    pending[pending.length - 1]!.resolve(results);
  });
}

describe("SearchBox", () => {
  it("waits 200 ms after the last keystroke before asking for suggestions", async () => {
    const { user, input } = setup();
    await user.type(input, "ring");
    expect(global.fetch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(199));
    expect(global.fetch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(pending[0]!.url).toBe("/api/search?q=ring");
  });

  it("cancels the request of older text when the shopper keeps typing", async () => {
    const { user, input } = setup();
    await user.type(input, "ri");
    act(() => jest.advanceTimersByTime(200));
    expect(pending).toHaveLength(1);
    await user.type(input, "ng");
    expect(pending[0]!.signal.aborted).toBe(true);
    act(() => jest.advanceTimersByTime(200));
    expect(pending[1]!.url).toBe("/api/search?q=ring");
  });

  it("lists categories then products and moves through them with the arrow keys", async () => {
    const { user, input } = setup();
    await user.type(input, "ring");
    act(() => jest.advanceTimersByTime(200));
    await answer(RESULTS);
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Rings", "Aria Diamond Ring", "Lumen Solitaire Ring"]);
    expect(screen.getByText("Categories")).toBeInTheDocument();
    expect(screen.getByText("Products")).toBeInTheDocument();

    await user.keyboard("{ArrowDown}");
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(options[2]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}");
    expect(options[2]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}{Enter}");
    expect(mockPush).toHaveBeenCalledWith("/products/42/0/aria-diamond-ring");
  });

  it("marks the list busy while it still shows the answer to an earlier text", async () => {
    const { user, input } = setup();
    await user.type(input, "ring");
    act(() => jest.advanceTimersByTime(200));
    await answer(RESULTS);
    const list = screen.getByRole("listbox");
    expect(list).not.toHaveAttribute("aria-busy");
    await user.type(input, "s");
    expect(list).toHaveAttribute("aria-busy", "true");
    expect(within(list).getAllByRole("option")).toHaveLength(3);
    act(() => jest.advanceTimersByTime(200));
    await answer(RESULTS.slice(0, 2));
    expect(screen.getByRole("listbox")).not.toHaveAttribute("aria-busy");
    expect(within(screen.getByRole("listbox")).getAllByRole("option")).toHaveLength(2);
  });

  it("Enter on a highlighted category goes to its listing", async () => {
    const { user, input } = setup();
    await user.type(input, "ring");
    act(() => jest.advanceTimersByTime(200));
    await answer(RESULTS);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(mockPush).toHaveBeenCalledWith("/rings");
  });

  it("Enter on free text opens the results page and remembers the search", async () => {
    const { user, input } = setup();
    await user.type(input, "gold  coin {Enter}");
    expect(mockPush).toHaveBeenCalledWith("/search?q=gold+coin");
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? "[]")).toEqual(["gold coin"]);
  });

  it("says 'No Results Found' when nothing matches", async () => {
    const { user, input } = setup();
    await user.type(input, "zzzz");
    act(() => jest.advanceTimersByTime(200));
    await answer([]);
    expect(screen.getByText("No Results Found")).toBeInTheDocument();
  });

  it("hides the results when the text is emptied, and Escape closes them", async () => {
    const { user, input } = setup();
    await user.type(input, "ring");
    act(() => jest.advanceTimersByTime(200));
    await answer(RESULTS);
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.type(input, "s");
    await user.clear(input);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.queryByText("No Results Found")).not.toBeInTheDocument();
  });

  it("shows recent searches when focused and empty; choosing one searches again", async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(["solitaire", "jhumka"]));
    const { user, input } = setup();
    await user.click(input);
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["solitaire", "jhumka"]);
    expect(screen.getByText("Recent searches")).toBeInTheDocument();
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(mockPush).toHaveBeenCalledWith("/search?q=jhumka");
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

describe("search helpers", () => {
  it("keeps the last 8 recent searches, newest first, without duplicates", () => {
    let list: string[] = [];
    for (const q of ["a", "b", "c", "d", "e", "f", "g", "h", "i", "B"]) list = addRecentSearch(list, q);
    expect(list).toEqual(["B", "i", "h", "g", "f", "e", "d", "c"]);
  });

  it("routes product suggestions through /products/{id}/0/{slug}", () => {
    expect(slugify("Aria Diamond Ring (18K)")).toBe("aria-diamond-ring-18k");
    expect(productSuggestionHref(42, "Aria Diamond Ring")).toBe("/products/42/0/aria-diamond-ring");
    expect(searchHref("gold coin", 2)).toBe("/search?q=gold+coin&page=2");
  });
});
