/** Placeholder home until the catalogue storefront lands. */
export default function HomePage() {
  return <main className="p-8 text-xl">SWA Diamonds — storefront coming soon.</main>;
}
