"use client";

import { ListingError } from "@/components/listing/listing-error";

/** A listing that could not be loaded (store API outage): retry, never a 404. */
export default ListingError;
