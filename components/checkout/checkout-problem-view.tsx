import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import type { CheckoutFlow } from "@/lib/checkout/flow";
import { CheckoutProblem } from "./checkout-frame";

/**
 * Why checkout cannot go on, with the way back that fits: an empty cart to Shop Now, a piece that cannot be
 * bought (restricted, out of stock, no size) back to it, changed prices back to the cart.
 */
export function CheckoutProblemView({
  flow,
  code,
  message,
}: {
  flow: CheckoutFlow | null;
  code: string;
  message: string;
}) {
  if (code === "cart_empty") {
    return (
      <CheckoutProblem
        message="Your Cart is empty"
        action={
          <Link href="/" className={buttonVariants({ variant: "gold", size: "lg" })}>
            Shop Now
          </Link>
        }
      />
    );
  }
  if (flow?.kind === "buy") {
    const text = code === "size_required" ? "Please select your size" : message;
    return (
      <CheckoutProblem
        message={text}
        action={
          <Link
            href={`/products/${flow.productId}/${flow.colourId}/piece`}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            Back to the piece
          </Link>
        }
      />
    );
  }
  return (
    <CheckoutProblem
      message={message}
      action={
        <Link href="/shoping/cart" className={buttonVariants({ variant: "outline", size: "lg" })}>
          Review your cart
        </Link>
      }
    />
  );
}
