/**
 * The one optimistic SWR mutation of the cart, trial cart and wishlist hooks (lib/cart/client/optimistic-mutation.ts):
 * the change shows at once on the cached list (else the shown one, else an empty one), the answer settles the
 * cache, and a refusal rolls back and is reported instead of thrown.
 */
import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { SWRConfig, useSWRConfig, type MutatorOptions } from "swr";
import { deleteOptimistically, mutateOptimistically } from "@/lib/cart/client/optimistic-mutation";
import { mockBff } from "../account/helpers";

type List = { items: number[] };
const empty = (): List => ({ items: [] });
const without = (n: number) => (list: List) => ({ items: list.items.filter((i) => i !== n) });

describe("mutateOptimistically", () => {
  it("builds SWR's options: base list, settle or the answer, rollback, revalidate as asked", async () => {
    let options: MutatorOptions<List, { deleted: true }> | undefined;
    const shown = { current: { items: [1, 2] } as List | undefined };
    const outcome = await mutateOptimistically<List, { deleted: true }>(
      async (o) => {
        options = o;
        return "answered";
      },
      { shown, empty, apply: without(2), settle: (_a, list) => without(2)(list), revalidate: true },
      jest.fn(),
    );
    expect(outcome).toBe(true);
    const optimistic = options!.optimisticData as (current?: List) => List;
    expect(optimistic({ items: [2, 3] })).toEqual({ items: [3] });
    expect(optimistic(undefined)).toEqual({ items: [1] });
    shown.current = undefined;
    expect(optimistic(undefined)).toEqual({ items: [] });
    const populate = options!.populateCache as (answer: { deleted: true }, current?: List) => List;
    expect(populate({ deleted: true }, { items: [2, 5] })).toEqual({ items: [5] });
    expect(options).toMatchObject({ rollbackOnError: true, revalidate: true });

    let plain: MutatorOptions<List, List> | undefined;
    await mutateOptimistically<List, List>(
      async (o) => {
        plain = o;
        return undefined;
      },
      { shown, empty, apply: without(1), revalidate: false },
      jest.fn(),
    );
    expect(plain).toMatchObject({ populateCache: true, rollbackOnError: true, revalidate: false });
  });

  it("rolls SWR's cache back and reports a refusal", async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    );
    const { result } = renderHook(() => useSWRConfig(), { wrapper });
    const { mutate, cache } = result.current;
    await act(async () => {
      await mutate("/api/list", { items: [1, 2] }, { revalidate: false });
    });
    const report = jest.fn();
    const refusal = new Error("Already Processed, Cannot delete");
    let outcome: unknown;
    await act(async () => {
      outcome = await mutateOptimistically<List, { deleted: true }>(
        (options) => mutate("/api/list", Promise.reject(refusal), options),
        { shown: { current: undefined }, empty, apply: without(2), revalidate: false },
        report,
      );
    });
    expect(outcome).toBe(false);
    expect(report).toHaveBeenCalledWith(refusal);
    expect(cache.get("/api/list")?.data).toEqual({ items: [1, 2] });
  });

  it("deletes an entry: DELETE {key}/{id}, the list without it in the cache, a refusal put back", async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    );
    const { result } = renderHook(() => useSWRConfig(), { wrapper });
    const { mutate, cache } = result.current;
    await act(async () => {
      await mutate("/api/list", { items: [1, 2, 3] }, { revalidate: false });
    });
    const bff = mockBff({
      "DELETE /api/list/2": { status: 200, body: { deleted: true } },
      "DELETE /api/list/3": { status: 409, body: { error: { code: "conflict", message: "Cannot delete" } } },
    });
    const report = jest.fn();
    const change = (n: number) => ({
      shown: { current: undefined },
      empty,
      without: without(n),
      revalidate: false,
    });
    let deleted: boolean[] = [];
    await act(async () => {
      deleted = [
        await deleteOptimistically<List>(mutate, "/api/list", 2, change(2), report),
        await deleteOptimistically<List>(mutate, "/api/list", 3, change(3), report),
      ];
    });
    expect(deleted).toEqual([true, false]);
    expect(bff.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "DELETE /api/list/2",
      "DELETE /api/list/3",
    ]);
    expect(cache.get("/api/list")?.data).toEqual({ items: [1, 3] });
    expect(report).toHaveBeenCalledTimes(1);
  });
});
