/**
 * The carousel's arrow keys and buttons before embla has loaded (keyboard use; WCAG 2.1.1).
 * embla is loaded lazily (components/ui/use-lazy-embla.tsx): on idle, or when focus enters the carousel. A shopper
 * who tabs onto the first banner and presses ArrowRight at once can be quicker than that load; the press must
 * still move the carousel once embla runs. (The e2e keyboard spec lost this race on a busy CI machine: the slide
 * stayed 1.)
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Carousel } from "@/components/ui/carousel";

/** A stand-in for embla's API: tracks the selected snap and emits `select` as embla does. */
function fakeApi(count: number, loop: boolean) {
  let index = 0;
  const listeners = new Map<string, Set<() => void>>();
  const emit = (event: string) => listeners.get(event)?.forEach((fn) => fn());
  const go = (i: number) => {
    const next = loop ? (i + count) % count : Math.max(0, Math.min(count - 1, i));
    if (next !== index) {
      index = next;
      emit("select");
    }
  };
  const api = {
    selectedScrollSnap: () => index,
    scrollSnapList: () => Array.from({ length: count }, (_, i) => i),
    slideNodes: () => [] as HTMLElement[],
    scrollTo: jest.fn((i: number) => go(i)),
    scrollNext: jest.fn(() => go(index + 1)),
    scrollPrev: jest.fn(() => go(index - 1)),
    on: (event: string, fn: () => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(fn));
      return api;
    },
    off: (event: string, fn: () => void) => {
      listeners.get(event)?.delete(fn);
      return api;
    },
  };
  return api;
}

// embla arrives only when the test lets it (the chunk still loading on a busy machine, until then).
// (`mock` names: jest.mock's factory is hoisted and may only reach such variables.)
let mockArrive: (() => void) | null = null;
let mockApi: ReturnType<typeof fakeApi>;
jest.mock("embla-carousel-react", () => {
  const { useEffect, useState } = jest.requireActual<typeof import("react")>("react");
  return {
    __esModule: true,
    default: function useFakeEmbla() {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        mockArrive = () => setReady(true);
      }, []);
      return [() => {}, ready ? mockApi : undefined];
    },
  };
});

const current = () => screen.getByRole("button", { current: true }).getAttribute("aria-label");

function renderBanner() {
  render(
    <Carousel label="Featured collections" autoplayMs={5000}>
      <a href="#one">One</a>
      <a href="#two">Two</a>
      <a href="#three">Three</a>
    </Carousel>,
  );
  const first = screen.getByRole("link", { name: "One" });
  // Focus wakes the lazy engine (the shopper reached for the carousel), which mounts embla's hook.
  act(() => first.focus());
  return first;
}

/** Lets embla "finish loading": waits for the engine's hook to mount, then hands out the API. */
async function emblaArrives(): Promise<void> {
  await waitFor(() => expect(mockArrive).not.toBeNull());
  act(() => mockArrive!());
}

beforeEach(() => {
  mockArrive = null;
  mockApi = fakeApi(3, true);
});

describe("Carousel before embla has loaded", () => {
  it("keeps an ArrowRight pressed while embla loads and shows slide 2 once it runs", async () => {
    const first = renderBanner();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(current()).toBe("Go to slide 2");
    await emblaArrives();
    expect(mockApi.scrollTo).toHaveBeenCalledWith(1, true);
    expect(current()).toBe("Go to slide 2");
    expect(first).toHaveFocus();
  });

  it("adds up quick presses and wraps round a looping carousel", async () => {
    const first = renderBanner();
    fireEvent.keyDown(first, { key: "ArrowLeft" });
    fireEvent.keyDown(first, { key: "ArrowLeft" });
    expect(current()).toBe("Go to slide 2");
    await emblaArrives();
    expect(mockApi.selectedScrollSnap()).toBe(1);
    expect(current()).toBe("Go to slide 2");
  });

  it("keeps dot and Previous button presses made while embla loads", async () => {
    renderBanner();
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 3" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    await emblaArrives();
    expect(mockApi.selectedScrollSnap()).toBe(1);
    expect(current()).toBe("Go to slide 2");
  });

  it("hands the keys straight to embla once it runs", async () => {
    const first = renderBanner();
    await emblaArrives();
    expect(mockApi.scrollTo).not.toHaveBeenCalled();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(mockApi.scrollNext).toHaveBeenCalledTimes(1);
    expect(current()).toBe("Go to slide 2");
    fireEvent.keyDown(first, { key: "ArrowLeft" });
    expect(current()).toBe("Go to slide 1");
  });
});
