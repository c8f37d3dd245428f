import type { ReactNode } from "react";
import { SeeAllList } from "./see-all-list";

/** A row of photo tiles with a 'See all {total} photos' / 'Show fewer' toggle for the ones after the first. */
export function PhotosToggle({ first, rest, total }: { first: ReactNode; rest: ReactNode; total: number }) {
  return (
    <SeeAllList
      first={first}
      rest={rest}
      total={total}
      noun="photos"
      lessLabel="Show fewer"
      listClassName="flex flex-wrap gap-3"
    />
  );
}
