/**
 * Label in name (WCAG 2.5.3): a control's accessible name contains the words it shows, so a voice-control user can
 * say what they see. axe-core 4.14 checks it word by word on every page; these pin the two header controls it flagged.
 */
import { render, screen } from "@testing-library/react";
import { SubNav } from "@/components/layout/sub-nav";
import { CountrySelect } from "@/components/layout/country-select";
import type { CountryChoice } from "@/components/layout/country-guess";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/",
}));
jest.mock("@/components/ui/toast", () => ({ useToast: () => ({ toast: jest.fn() }) }));

// jsdom has no layout: the sub-nav's scroll row only watches its size to show its scroll buttons.
beforeAll(() => {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

test("a phone sub-nav chip cut to 10 characters is named by its cut label, then the whole category", () => {
  render(
    <SubNav
      categories={[
        { id: 1, name: "Rings" },
        { id: 9, name: "Mangalsutra" },
      ]}
      tags={[]}
    />,
  );
  const strip = screen.getByRole("navigation", { name: "Categories" });
  const chip = strip.querySelector('a[href="/mangalsutra"]') as HTMLElement;
  expect(chip).toHaveTextContent(/^MANGALSUTR/);
  expect(chip).toHaveAccessibleName("MANGALSUTR (Mangalsutra)");
  expect(strip.querySelector('a[href="/rings"]')).toHaveAccessibleName("RINGS");
});

test("the country button's name begins with the code it shows", () => {
  const india = { id: 1, name: "India", label: "IND", flag: "/flags/in.svg" } as unknown as CountryChoice;
  render(<CountrySelect countries={[india]} current={india} />);
  const button = screen.getByRole("button", { name: /^IND\. Country: India\. Change country$/ });
  expect(button).toHaveTextContent("IND");
});
