import type { Metadata } from "next";
import { ProfileForm } from "@/components/account/profile-form";
import { VerifyPhone } from "@/components/account/verify-phone";
import { Breadcrumbs } from "@/components/static/breadcrumbs";
import type { ProfileDto } from "@/lib/account/profile";
import { requireShopper } from "@/lib/session/require-session";
import { requireShopSegment } from "@/lib/shop/shop-page";
import type { ShopParams } from "@/lib/shop/shop-segment";

export const metadata: Metadata = { title: "My Profile", robots: { index: false, follow: false } };

const PATH = "/my/profile";

/** Rendered per request (it reads the shopper's cookies or query), never kept: allowed to block on them. */
export const instant = false;

/**
 * `/my/profile`: the shopper's edit card. Guests, and replayed cookies whose
 * token the store no longer accepts, are sent to the login prompt (`requireShopper`, which checks the token with
 * the store). The form starts from the store's profile that check read, never from the cookie's copy.
 */
export default async function ProfilePage({ params }: { params: Promise<ShopParams> }) {
  await requireShopSegment(params);
  const profile: ProfileDto = (await requireShopper(PATH)).user;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <Breadcrumbs items={[{ label: "My Profile" }]} currentPath={PATH} />
      <h1 className="mb-6 mt-3 font-serif text-3xl text-brand-800">My Profile</h1>
      <ProfileForm profile={profile} />
      {profile.phone && !profile.phoneVerified && <VerifyPhone phone={profile.phone} />}
    </div>
  );
}
