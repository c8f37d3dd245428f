"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { useLoginPrompt } from "@/components/layout/login-prompt";
import { bffRequest, isBffRequestError } from "@/lib/account-client/fetcher";
import { flowKey, ORDER_PLACED_PATH, paymentHref, type CheckoutFlow } from "@/lib/checkout/flow";
import { PAYMENT_MESSAGES, PRICES_CHANGED } from "@/lib/checkout/messages";
import { rupeesToPaise } from "@/lib/checkout/money";
import type { CheckoutAnswer, RazorpayOrder, TestGatewayAnswer } from "@/lib/checkout/types";
import {
  attemptFor,
  attemptForOrder,
  finishCheckout,
  loadMethod,
  saveAttempt,
  saveMethod,
  type CheckoutAttempt,
  type PaymentMethod,
} from "./checkout-storage";
import { openRazorpay, type RazorpaySuccess } from "./razorpay";

export interface PaymentInput {
  flow: CheckoutFlow;
  addressId: number;
  /** rupees the shopper is shown (the server's quote); sent back as expectedPayable and checked there */
  payable: number;
  /** rupees taken from the wallets in that quote (cart only); sent back as expectedWalletUsed */
  walletUsed: number;
  shopper: { name: string; email: string; phone: string };
  /** the order this page placed earlier that waits for its online payment (`&order=<id>`), or null */
  waitingOrder: { id: number; orderCode: string } | null;
}

/** The page names an order this tab does not know (another window or device placed it). Ours. */
export const ORDER_ELSEWHERE =
  "This order is waiting for its payment in another window. Please finish it there, or start again from your cart.";

/** A message for the shopper and where it shows: under the methods, or beside the pay button. */
export interface PaymentError {
  text: string;
  detail?: string;
  near: "methods" | "button";
}

function orderBody(input: PaymentInput, mode: "P" | "C") {
  const { flow, addressId, payable, walletUsed } = input;
  if (flow.kind === "cart") {
    return {
      mode,
      addressId,
      promocodeId: flow.promocodeId,
      expectedPayable: payable,
      expectedWalletUsed: walletUsed,
      useSwaWallet: flow.useSwaWallet,
      useExchangeWallet: flow.useExchangeWallet,
    };
  }
  return {
    productId: flow.productId,
    colourId: flow.colourId,
    sizeId: flow.sizeId,
    promocode: flow.promocode,
    addressId,
    mode,
    expectedPayable: payable,
  };
}

/** Orders that need no payment now: cash on delivery, or paid in full from the wallets. */
function settled(answer: CheckoutAnswer, mode: "P" | "C"): boolean {
  return mode === "C" || (!answer.razorpay && ["cod", "wallet", "paid"].includes(answer.paymentStatus ?? ""));
}

/**
 * The payment step (its failure texts word for word, lib/checkout/messages.ts): a method must be chosen
 * ('Please select a payment method'); mode 'C' for cash, 'P' otherwise. The order is created once per attempt
 * (Idempotency-Key kept in sessionStorage; the button is disabled while a request runs), so a double click, a
 * reload or a retry after a cancelled payment never makes a second order. Online: Razorpay Checkout, or the
 * store's test gateway sheet; then POST /api/payment/confirm. Success goes to /order/successfull.
 */
export function usePayment(input: PaymentInput) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const { openLoginPrompt } = useLoginPrompt();
  const [method, setMethodState] = useState<PaymentMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PaymentError | null>(null);
  const [testOrder, setTestOrder] = useState<{ order: RazorpayOrder; orderId: number } | null>(null);
  const [testPaying, setTestPaying] = useState(false);
  const [gatewayFailed, setGatewayFailed] = useState(false);
  /** an online order of this page waits for its payment: its mode is fixed, so cash is not offered */
  const [onlinePending, setOnlinePending] = useState(input.waitingOrder !== null);
  const busyRef = useRef(false);
  /** the attempt being paid (the test gateway's Pay confirms it) */
  const attemptRef = useRef<CheckoutAttempt | null>(null);
  const inputRef = useRef(input);
  useEffect(() => {
    inputRef.current = input;
  }, [input]);

  useEffect(() => {
    const saved = loadMethod();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage is only readable after hydration
    if (saved) setMethodState(saved);
  }, []);

  const setMethod = useCallback((m: PaymentMethod) => {
    setMethodState(m);
    saveMethod(m);
    setError((e) => (e?.near === "methods" ? null : e));
  }, []);

  const release = useCallback(() => {
    busyRef.current = false;
    setBusy(false);
  }, []);

  const done = useCallback(
    (orderId: number) => {
      finishCheckout();
      // The cart is empty now: the header badge and any cart view read it again.
      void mutate((key) => typeof key === "string" && key.startsWith("/api/cart"));
      router.push(`${ORDER_PLACED_PATH}?order=${orderId}`);
    },
    [mutate, router],
  );

  const confirm = useCallback(
    async (attempt: CheckoutAttempt, orderId: number, paid: RazorpaySuccess) => {
      const payment = {
        razorpayOrderId: paid.razorpay_order_id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpaySignature: paid.razorpay_signature,
      };
      saveAttempt({ ...attempt, payment });
      try {
        await bffRequest<{ paid: true }>("/api/payment/confirm", {
          method: "POST",
          json: { orderId, ...payment },
        });
        done(orderId);
      } catch (err) {
        release();
        // 410: the order expired before the payment arrived; the message says it is refunded automatically.
        const text = !isBffRequestError(err)
          ? PAYMENT_MESSAGES.updateFailed
          : err.status === 410
            ? err.message
            : err.status === 400
              ? PAYMENT_MESSAGES.confirmationFailed
              : PAYMENT_MESSAGES.updateFailed;
        setError({ text, near: "button" });
      }
    },
    [done, release],
  );

  const pay = useCallback(async () => {
    if (busyRef.current) return;
    if (!method) {
      setError({ text: PAYMENT_MESSAGES.selectMethod, near: "methods" });
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setError(null);
    const current = inputRef.current;
    const mode = method === "cash" ? "C" : "P";
    const fingerprint = `${flowKey(current.flow)}|address=${current.addressId}|mode=${mode}|paise=${rupeesToPaise(current.payable)}|wallet=${rupeesToPaise(current.walletUsed)}`;
    // An order placed earlier on this page (a reload since) is paid as it is: same order, same key.
    const resumed = current.waitingOrder ? attemptForOrder(current.waitingOrder.id) : null;
    if (current.waitingOrder && !resumed) {
      release();
      setError({ text: ORDER_ELSEWHERE, near: "button" });
      return;
    }
    let attempt = resumed ?? attemptFor(fingerprint, method);
    // A payment the gateway took but we could not confirm: confirm it again, never take a second one.
    if (attempt.order && attempt.payment) {
      await confirm(attempt, attempt.order.orderId, {
        razorpay_order_id: attempt.payment.razorpayOrderId,
        razorpay_payment_id: attempt.payment.razorpayPaymentId,
        razorpay_signature: attempt.payment.razorpaySignature,
      });
      return;
    }
    let answer = attempt.order;
    if (!answer) {
      try {
        answer = await bffRequest<CheckoutAnswer>(
          current.flow.kind === "cart" ? "/api/checkout" : "/api/buy-now",
          {
            method: "POST",
            json: orderBody(current, mode),
            headers: { "Idempotency-Key": attempt.key },
          },
        );
      } catch (err) {
        release();
        if (!isBffRequestError(err) || err.status === 0 || err.status >= 500) {
          setError({ text: PAYMENT_MESSAGES.checkoutFailed, near: "button" });
        } else if (err.status === 409) {
          setError({ text: PRICES_CHANGED, near: "button" });
          router.refresh();
        } else if (err.status === 401) {
          setError({ text: err.message, near: "button" });
          openLoginPrompt("please-login");
        } else if (mode === "C") {
          // A cash order's 206 message is shown beside the pay button.
          setError({ text: err.message, near: "button" });
        } else {
          setError({ text: PAYMENT_MESSAGES.missingOrderId, detail: err.message, near: "button" });
        }
        return;
      }
      attempt = { ...attempt, order: answer };
      saveAttempt(attempt);
      if (answer.razorpay) {
        // A reload now shows this order (its own figures) instead of pricing the cart again.
        setOnlinePending(true);
        window.history.replaceState(
          window.history.state,
          "",
          paymentHref(current.flow, current.addressId, answer.orderId),
        );
      }
    }
    if (settled(answer, mode)) {
      done(answer.orderId);
      return;
    }
    const order = answer.razorpay;
    if (!order) {
      release();
      setError({ text: PAYMENT_MESSAGES.missingOrderId, near: "button" });
      return;
    }
    attemptRef.current = attempt;
    if (order.testGateway) {
      setTestOrder({ order, orderId: answer.orderId });
      return;
    }
    const placed = attempt;
    const opened =
      !gatewayFailed &&
      openRazorpay(order, current.shopper, {
        onPaid: (paid) => void confirm(placed, answer.orderId, paid),
        onDismiss: () => {
          release();
          setError({ text: PAYMENT_MESSAGES.cancelled, near: "button" });
        },
      });
    if (!opened) {
      release();
      setError({ text: PAYMENT_MESSAGES.gatewayUnavailable, near: "button" });
    }
  }, [method, confirm, done, release, router, openLoginPrompt, gatewayFailed]);

  const testPay = useCallback(async () => {
    if (!testOrder || testPaying) return;
    setTestPaying(true);
    const { order, orderId } = testOrder;
    try {
      const paid = await bffRequest<TestGatewayAnswer>("/api/payment/test-gateway", {
        method: "POST",
        json: { razorpayOrderId: order.orderId, outcome: "success" },
      });
      setTestOrder(null);
      setTestPaying(false);
      const attempt = attemptRef.current;
      if (!attempt) throw new Error("no attempt");
      await confirm(attempt, orderId, {
        razorpay_order_id: order.orderId,
        razorpay_payment_id: paid.razorpayPaymentId,
        razorpay_signature: paid.razorpaySignature,
      });
    } catch {
      setTestPaying(false);
      setTestOrder(null);
      release();
      setError({ text: PAYMENT_MESSAGES.missingOrderId, near: "button" });
    }
  }, [testOrder, testPaying, confirm, release]);

  const testCancel = useCallback(() => {
    if (!testOrder || testPaying) return;
    const { order } = testOrder;
    setTestOrder(null);
    release();
    setError({ text: PAYMENT_MESSAGES.cancelled, near: "button" });
    // Tell the gateway the shopper walked away; the order stays open for a retry with the same key.
    void bffRequest("/api/payment/test-gateway", {
      method: "POST",
      json: { razorpayOrderId: order.orderId, outcome: "cancel" },
    }).catch(() => undefined);
  }, [testOrder, testPaying, release]);

  return {
    method,
    setMethod,
    onlinePending,
    pay,
    busy,
    error,
    testOrder: testOrder?.order ?? null,
    testPaying,
    testPay,
    testCancel,
    setGatewayFailed,
  };
}
