import type { Metadata } from "next";
import { ProfileForm } from "@/components/account/profile-form";
import { Breadcrumbs } from "@/components/static/breadcrumbs";
import { getProfile, type ProfileDto } from "@/lib/account/profile";
import { requireShopper } from "@/lib/session/require-session";

export const metadata: Metadata = { title: "My Profile", robots: { index: false, follow: false } };

const PATH = "/my/profile";

/**
 * `/my/profile` (specification section 2 "Profile"): the shopper's edit card. Guests are sent to the login
 * prompt (`requireShopper`). The form starts from the store's profile; if the store cannot be read it starts
 * from the session's copy, which is what the shopper last saw.
 */
export default async function ProfilePage() {
  const shopper = await requireShopper(PATH);
  let profile: ProfileDto = shopper.user;
  try {
    profile = await getProfile(shopper);
  } catch (err) {
    console.error(
      "[profile] store profile unavailable, using the session copy:",
      err instanceof Error ? err.message : err,
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <Breadcrumbs items={[{ label: "My Profile" }]} currentPath={PATH} />
      <h1 className="mb-6 mt-3 font-serif text-3xl text-brand-800">My Profile</h1>
      <ProfileForm profile={profile} />
    </div>
  );
}
