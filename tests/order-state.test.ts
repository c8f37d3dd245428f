/**
 * An order's state in My Orders comes from its lines (lib/orders/order-state.ts): an order whose pieces were all
 * cancelled or returned no longer reads Confirmed, and one with some pieces closed says so; a cash order's cash
 * reads paid, due, partly or nothing to pay (lib/orders/cash.ts).
 */
import { cashAmounts, cashStateOf } from "@/lib/orders/cash";
import { orderStateLabel } from "@/lib/orders/order-state";

describe("orderStateLabel", () => {
  test.each([
    [["6"], "Cancelled"],
    [["6", "6"], "Cancelled"],
    [["8"], "Returned"],
    [["8", "6"], "Cancelled and returned"],
    [["6", "1"], "Partly cancelled"],
    [["8", "4"], "Partly returned"],
    [["6", "8", "4"], "Partly cancelled and returned"],
    [["5", "5"], "Cancellation requested"],
    [["7"], "Return requested"],
    [["4", "4"], "Delivered"],
    [["2"], "Shipped"],
  ])("lines %j read %s, whatever the store's own status says", (codes, state) => {
    expect(orderStateLabel("Confirmed", codes)).toBe(state);
  });

  test("open lines in mixed states, or none at all, keep the store's status", () => {
    expect(orderStateLabel("Confirmed", ["1", "2"])).toBe("Confirmed");
    expect(orderStateLabel("Confirmed", ["1", "5"])).toBe("Confirmed");
    expect(orderStateLabel("Payment Pending", ["0"])).toBe("Payment Pending");
    expect(orderStateLabel("Confirmed", [])).toBe("Confirmed");
  });
});

describe("cash on delivery", () => {
  test("collected and due amounts make the state", () => {
    expect(cashStateOf(2_393_057, 0)).toBe("paid");
    expect(cashStateOf(0, 2_393_057)).toBe("due");
    expect(cashStateOf(100, 200)).toBe("partly");
    expect(cashStateOf(0, 0)).toBe("none");
  });

  test("the store's figures win; without them the shipments tell", () => {
    expect(cashAmounts(900, { collected: 300, due: 0 }, ["4"])).toEqual({ collected: 300, due: 0 });
    expect(cashAmounts(900, {}, ["4"])).toEqual({ collected: 900, due: 0 });
    expect(cashAmounts(900, {}, ["8"])).toEqual({ collected: 900, due: 0 });
    expect(cashAmounts(900, {}, ["2"])).toEqual({ collected: 0, due: 900 });
    expect(cashAmounts(900, {}, ["6"])).toEqual({ collected: 0, due: 0 });
  });
});
