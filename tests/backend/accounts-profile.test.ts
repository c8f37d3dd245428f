/**
 * Profile over HTTP: update_user's duplicate messages (contract: errors.phone_number / errors.email), success
 * message, and the photo pipeline: only real images (bytes sniffed, not the name or declared type), at most 2 MB,
 * re-encoded to a 512 px WebP without metadata, served at /media/avatars/<file>, the old photo deleted.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import {
  EMAIL_TAKEN_MESSAGE,
  PHONE_TAKEN_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  profileResponse,
  updateUserResponse,
} from "../../lib/store-api/contract";
import {
  call,
  freshIp,
  otpBody,
  proveContact,
  registerUser,
  accountsServiceForFile,
} from "./accounts-helpers";

const service = accountsServiceForFile();

function form(
  fields: Record<string, string>,
  image?: { bytes: Uint8Array; name: string; type: string },
): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (image) fd.append("image", new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  return fd;
}

const updateUser = (token: string, fd: FormData) => call(service.url, "ecom/update_user/", fd, { token });

async function avatarFiles(): Promise<string[]> {
  try {
    return await readdir(path.join(service.svc.uploadsDir, "avatars"));
  } catch {
    return [];
  }
}

/** A JPEG carrying EXIF (orientation, a script in the description) with a script appended after the image data. */
async function jpegWithPayload(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 640, height: 320, channels: 3, background: "#7a1f3d" } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: "<script>alert('exif')</script>", Copyright: "secret-owner" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.from("<script>alert('tail')</script>")]);
}

describe("update_user fields", () => {
  test("success answers the top-level 'updated successfully' and the profile shows the change", async () => {
    const me = await registerUser(service.url);
    const res = await updateUser(
      me.token,
      form({ name: "New Name", email: me.email, phone_number: me.phone, phone_code: "+91" }),
    );
    expect(res.status).toBe(200);
    expect(updateUserResponse.parse(res.body).message).toBe(PROFILE_UPDATED_MESSAGE);
    const profile = profileResponse.parse(
      (await call(service.url, "ecom/profile/", undefined, { token: me.token })).body,
    );
    expect(profile.results.data.name).toBe("New Name");
  });

  test("another account's verified phone number or e-mail gives the contract's field errors", async () => {
    const me = await registerUser(service.url);
    const other = await registerUser(service.url);
    await proveContact(service.url, other.token, other.email);
    await proveContact(service.url, other.token, other.phone);
    const phoneClash = await updateUser(
      me.token,
      form({ name: "Me", email: me.email, phone_number: other.phone }),
    );
    expect(phoneClash.status).toBe(400);
    expect(updateUserResponse.parse(phoneClash.body).errors?.phone_number).toContain(PHONE_TAKEN_MESSAGE);
    const emailClash = await updateUser(
      me.token,
      form({ name: "Me", email: other.email.toUpperCase(), phone_number: me.phone }),
    );
    expect(emailClash.status).toBe(400);
    expect(emailClash.body.errors.email).toContain(EMAIL_TAKEN_MESSAGE);
    const both = await updateUser(
      me.token,
      form({ name: "Me", email: other.email, phone_number: other.phone }),
    );
    expect(both.body.errors).toEqual({ email: [EMAIL_TAKEN_MESSAGE], phone_number: [PHONE_TAKEN_MESSAGE] });
    // The caller's own values are not a clash.
    expect(
      (await updateUser(me.token, form({ name: "Me", email: me.email, phone_number: me.phone }))).status,
    ).toBe(200);
  });

  test("an unverified claim does not block; a changed contact signs in only once proven", async () => {
    const me = await registerUser(service.url);
    await proveContact(service.url, me.token, me.email);
    const squatter = await registerUser(service.url); // holds its phone unverified
    const moved = await updateUser(
      me.token,
      form({ name: "Me", email: me.email, phone_number: squatter.phone }),
    );
    expect(moved.status).toBe(200);
    // Not proven yet: login by the new number answers as for an unknown account.
    const ip = freshIp();
    expect((await call(service.url, "api/send-otp/", otpBody(squatter.phone), { ip })).status).toBe(404);
    // Proven with my token: mine now, and the squatter's claim is released.
    await proveContact(service.url, me.token, squatter.phone);
    const theirs = await call(service.url, "ecom/profile/", undefined, { token: squatter.token });
    expect(theirs.body.results.data.phone_number).toBeNull();
  });

  test("changing the e-mail and phone to free values works", async () => {
    const me = await registerUser(service.url);
    const res = await updateUser(
      me.token,
      form({ name: "Moved", email: "moved.shopper@example.com", phone_number: "6555512345" }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: "moved.shopper@example.com", phone_number: "6555512345" });
  });

  test("invalid fields answer 400 with field errors", async () => {
    const me = await registerUser(service.url);
    const res = await updateUser(me.token, form({ name: "A1", email: "bad", phone_number: "123" }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["email", "name", "phone_number"]);
  });

  test("needs a token", async () => {
    expect((await updateUser("", form({ name: "X" }))).status).toBe(401);
  });
});

describe("profile photo", () => {
  test("a JPEG with EXIF and a script payload comes out as a clean 512 px WebP without metadata", async () => {
    const me = await registerUser(service.url);
    const res = await updateUser(
      me.token,
      form({ name: "Photo Owner" }, { bytes: await jpegWithPayload(), name: "me.jpg", type: "image/jpeg" }),
    );
    expect(res.status).toBe(200);
    const image = res.body.data.image as string;
    expect(image).toMatch(/^\/media\/avatars\/[A-Za-z0-9_-]{22}\.webp$/);

    const served = await fetch(`${service.url}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const text = bytes.toString("latin1");
    for (const needle of ["script", "secret-owner", "Exif", "EXIF", "XMP ", "ICCP"])
      expect(text).not.toContain(needle);

    const profile = await call(service.url, "ecom/profile/", undefined, { token: me.token });
    expect(profile.body.results.data.image).toBe(image);
  });

  test.each<[string, Uint8Array, string, string]>([
    [
      "an SVG named .png",
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      ),
      "a.png",
      "image/png",
    ],
    [
      "HTML named .jpg",
      Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"),
      "a.jpg",
      "image/jpeg",
    ],
    [
      "a GIF header over a script (polyglot)",
      Buffer.from("GIF89a/*\x00\x00*/=1;alert(document.cookie)//"),
      "a.gif",
      "image/gif",
    ],
    [
      "a truncated JPEG",
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0]),
      "a.jpg",
      "image/jpeg",
    ],
  ])("%s is refused with 415", async (_label, bytes, name, type) => {
    const me = await registerUser(service.url);
    const before = await avatarFiles();
    const res = await updateUser(me.token, form({ name: "Refused" }, { bytes, name, type }));
    expect(res.status).toBe(415);
    expect(res.body.errors.image[0]).toMatch(/JPEG, PNG/);
    expect(await avatarFiles()).toEqual(before);
    const profile = await call(service.url, "ecom/profile/", undefined, { token: me.token });
    expect(profile.body.results.data).toMatchObject({ image: null, name: "Test Shopper" });
  });

  test("a PNG declared as application/octet-stream is accepted: the bytes decide", async () => {
    const me = await registerUser(service.url);
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#d4af37" } })
      .png()
      .toBuffer();
    const res = await updateUser(
      me.token,
      form({}, { bytes: png, name: "blob", type: "application/octet-stream" }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.image).toMatch(/\.webp$/);
  });

  test("over 2 MB is refused with 413 (just over the photo limit, and far over the request limit)", async () => {
    const me = await registerUser(service.url);
    for (const size of [2 * 1024 * 1024 + 1024, 5 * 1024 * 1024]) {
      const bytes = Buffer.alloc(size, 0);
      bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
      const res = await updateUser(
        me.token,
        form({ name: "Big" }, { bytes, name: "big.jpg", type: "image/jpeg" }),
      );
      expect(res.status).toBe(413);
      expect(res.body.errors.image[0]).toMatch(/2 MB/);
    }
  });

  test("a new photo replaces the old file", async () => {
    const me = await registerUser(service.url);
    const png = (colour: string) =>
      sharp({ create: { width: 80, height: 80, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const first = await updateUser(
      me.token,
      form({}, { bytes: await png("#ff0000"), name: "1.png", type: "image/png" }),
    );
    const firstFile = path.basename(first.body.data.image as string);
    expect(await avatarFiles()).toContain(firstFile);
    const second = await updateUser(
      me.token,
      form({}, { bytes: await png("#00ff00"), name: "2.png", type: "image/png" }),
    );
    const secondFile = path.basename(second.body.data.image as string);
    expect(secondFile).not.toBe(firstFile);
    const files = await avatarFiles();
    expect(files).toContain(secondFile);
    expect(files).not.toContain(firstFile);
    expect((await fetch(`${service.url}/media/avatars/${firstFile}`)).status).toBe(404);
  });

  test("the avatar route serves stored names only", async () => {
    for (const p of [
      "/media/avatars/nope.webp",
      "/media/avatars/..%2F..%2Fetc%2Fpasswd",
      "/media/avatars/aaaaaaaaaaaaaaaaaaaaaa.png",
    ]) {
      expect((await fetch(`${service.url}${p}`)).status).toBe(404);
    }
  });
});
