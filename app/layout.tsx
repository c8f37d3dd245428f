import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = { title: "SWA Diamonds" };

/** Root layout: html shell shared by every route. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
