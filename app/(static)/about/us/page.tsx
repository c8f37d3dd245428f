import { AboutContent, aboutMetadata } from "@/components/static/about-content";

export const metadata = aboutMetadata;

/** About Us at its canonical address (specification section 2 "Static pages"). */
export default function AboutUsPage() {
  return <AboutContent />;
}
