import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";

/** 404 of `/jewellery/{alias}`: no product has this alias (the store API said so; outages never land here). */
export default function ProductNotFound() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-xs font-medium uppercase tracking-[0.18em] text-gold-600">Page not found</p>
      <h1 className="font-serif text-2xl text-brand-800">This piece is no longer in our collection</h1>
      <p className="text-sm text-muted">
        It may have been sold out for good or renamed. Our newest designs are a click away.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/new/arrivals" className={buttonVariants({ variant: "primary" })}>
          See new arrivals
        </Link>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          Go to home
        </Link>
      </div>
    </div>
  );
}
