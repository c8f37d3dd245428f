/**
 * Demo shopper accounts for development and tests: log in with the e-mail or the mobile number, then read the OTP
 * from the development outbox (GET /dev/outbox?to=...). Each has one (main) address. Fixed rows, so the seed stays
 * deterministic. Their e-mail and mobile number are marked verified. No tokens are seeded: every token comes from a real login.
 */
import type { Db } from "../db/client";
import * as t from "../db/schema";
import { SEED_BASE_DATE } from "./random";

interface DemoAccount {
  name: string;
  honorificName: "Mr" | "Mrs" | "Others";
  email: string;
  phoneNumber: string;
  address: {
    house: string;
    area: string;
    landmark: string | null;
    city: string;
    state: string;
    pincode: string;
  };
}

/** The demo accounts, in id order (ids 1, 2, 3 on a fresh database). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    name: "Demo Shopper",
    honorificName: "Mrs",
    email: "demo@swadiamonds.com",
    phoneNumber: "9876543210",
    address: {
      house: "12B, Lotus Residency",
      area: "Panampilly Nagar",
      landmark: "Near the metro station",
      city: "Kochi",
      state: "kerala",
      pincode: "682036",
    },
  },
  {
    name: "Arjun Menon",
    honorificName: "Mr",
    email: "arjun.demo@swadiamonds.com",
    phoneNumber: "9123456780",
    address: {
      house: "TC 14/220, Green Gardens",
      area: "Vazhuthacaud",
      landmark: null,
      city: "Thiruvananthapuram",
      state: "kerala",
      pincode: "695014",
    },
  },
  {
    name: "Meera Iyer",
    honorificName: "Mrs",
    email: "meera.demo@swadiamonds.com",
    phoneNumber: "8987654321",
    address: {
      house: "Flat 5, Sea Breeze Apartments",
      area: "Besant Nagar",
      landmark: "Opposite the beach road park",
      city: "Chennai",
      state: "tamil_nadu",
      pincode: "600090",
    },
  },
];

/** Inserts the demo accounts and their main addresses into an empty, migrated database. */
export async function seedAccounts(db: Db): Promise<void> {
  const users = await db
    .insert(t.users)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        name: a.name,
        honorificName: a.honorificName,
        email: a.email,
        phoneCode: "+91",
        phoneNumber: a.phoneNumber,
        loginType: "NORMAL",
        // Both contacts count as proven, so the demo accounts sign in with either.
        emailVerifiedAt: SEED_BASE_DATE,
        phoneVerifiedAt: SEED_BASE_DATE,
        createdAt: SEED_BASE_DATE,
        updatedAt: SEED_BASE_DATE,
      })),
    )
    .returning({ id: t.users.id, email: t.users.email });
  const idByEmail = new Map(users.map((u) => [u.email, u.id]));
  await db.insert(t.addresses).values(
    DEMO_ACCOUNTS.map((a) => {
      const userId = idByEmail.get(a.email);
      if (userId === undefined) throw new Error(`seed: demo account ${a.email} was not inserted`);
      return {
        userId,
        name: a.name,
        honorificName: a.honorificName,
        phoneCode: "+91",
        phoneNumber: a.phoneNumber,
        email: a.email,
        country: "India",
        type: "HOME",
        isMain: true,
        createdAt: SEED_BASE_DATE,
        ...a.address,
      };
    }),
  );
}
