/**
 * Account pre-hijacking: a stranger signs up with a victim's e-mail and the stranger's own phone.
 * Only verified contacts may sign in, so the victim's later logins never land in the stranger's account, and the
 * victim can still sign up with their own e-mail (their verification wins and releases the stranger's claim).
 */
import { NO_ACCOUNT_MESSAGE, USER_EXISTS_MESSAGE } from "../../lib/store-api/contract";
import {
  call,
  freshIp,
  latestOtp,
  loginToken,
  otpBody,
  proveContact,
  accountsServiceForFile,
} from "./accounts-helpers";

const service = accountsServiceForFile();

let serial = 0;
/** A fresh e-mail and mobile number per call (nobody holds them yet). */
function contacts(tag: string) {
  serial += 1;
  const digits = `${process.pid}${serial}`.slice(-6).padStart(6, "0");
  return {
    email: `${tag}.${serial}.${digits}@example.com`,
    phone: `6${String(serial).padStart(3, "0")}${digits}`,
  };
}

const register = (email: string, phone: string, name = "Some Shopper") =>
  call(
    service.url,
    "ecom/register/",
    { name, phone_code: "+91", phone_number: phone, email, login_type: "NORMAL", honorific_name: "Mrs" },
    { ip: freshIp() },
  );

/** ecomm-login with a ticket verify-otp gave (the sign-up's own proof logs straight in, as the BFF does). */
async function logInWith(username: string, ticket: string): Promise<string> {
  const res = await call(
    service.url,
    "ecom/ecomm-login/",
    { username, login_ticket: ticket },
    { ip: freshIp() },
  );
  expect(res.status).toBe(200);
  return res.body.results.token as string;
}

const VICTIM_HOUSE = "Victim House, 4 Lotus Lane";

async function addresses(token: string): Promise<Array<{ house: string }>> {
  const res = await call(service.url, "ecom/addresses/all/", undefined, { token });
  expect(res.status).toBe(200);
  return res.body.results.data;
}

describe("pre-hijacking", () => {
  test("the attack from the issue fails: the stranger never reads the victim's addresses", async () => {
    const victim = contacts("victim");
    const attacker = contacts("attacker");

    // 1. The attacker signs up with the victim's e-mail and the attacker's phone, and proves the phone.
    const planted = await register(victim.email, attacker.phone, "Planted Account");
    expect(planted.status).toBe(200);
    const plantedToken = planted.body.results.data.token as string;
    const attackerProof = await proveContact(service.url, plantedToken, attacker.phone);

    // 2. The victim signs up as the client does (a user-exists error falls through to an OTP login), then
    //    logs in by e-mail and saves a delivery address.
    const signUp = await register(victim.email, victim.phone, "Real Owner");
    let victimToken: string;
    if (signUp.status === 200) {
      const proof = await proveContact(service.url, signUp.body.results.data.token, victim.email);
      victimToken = await logInWith(victim.email, proof.login_ticket);
    } else {
      expect(signUp.body.results.message).toBe(USER_EXISTS_MESSAGE);
      victimToken = await loginToken(service.url, victim.email);
    }
    const saved = await call(
      service.url,
      "ecom/addresses/",
      {
        name: "Real Owner",
        phone_code: "+91",
        phone_number: victim.phone,
        email: victim.email,
        pincode: "682001",
        state: "kerala",
        city: "Kochi",
        house: VICTIM_HOUSE,
        area: "MG Road",
        landmark: "",
        type: "HOME",
        country: "India",
        honorific_name: "Mrs",
      },
      { token: victimToken },
    );
    expect(saved.status).toBe(200);
    const me = await call(service.url, "ecom/profile/", undefined, { token: victimToken });
    expect(me.body.results.data).toMatchObject({ name: "Real Owner", email: victim.email });

    // 3. The attacker logs in with the phone and reads "their" account: nothing of the victim's is there.
    const attackerToken = await logInWith(attacker.phone, attackerProof.login_ticket);
    for (const token of [attackerToken, plantedToken]) {
      expect((await addresses(token)).map((a) => a.house)).not.toContain(VICTIM_HOUSE);
      const profile = await call(service.url, "ecom/profile/", undefined, { token });
      expect(profile.body.results.data.email).not.toBe(victim.email);
    }
  });

  test("an unverified contact cannot sign in: login by it answers as for an unknown account", async () => {
    const who = contacts("unproven");
    expect((await register(who.email, who.phone)).status).toBe(200);
    for (const identifier of [who.email, who.phone]) {
      const send = await call(service.url, "api/send-otp/", otpBody(identifier), { ip: freshIp() });
      expect(send.status).toBe(404);
      expect(send.body.results.message).toBe(NO_ACCOUNT_MESSAGE);
    }
    // A code reached through the sign-up path (createuser) still gets no token for the unproven number.
    const ip = freshIp();
    const sent = await call(service.url, "api/send-otp/", otpBody(who.phone, { createuser: "True" }), { ip });
    expect(sent.status).toBe(200);
    const otp = await latestOtp(service.url, who.phone);
    const verified = await call(service.url, "api/verify-otp/", { ...otpBody(who.phone), otp }, { ip });
    expect(verified.status).toBe(200);
    const login = await call(
      service.url,
      "ecom/ecomm-login/",
      { username: who.phone, login_ticket: verified.body.results.data.login_ticket },
      { ip },
    );
    expect(login.status).toBe(401);
    expect(login.body.results?.token).toBeUndefined();
  });

  test("the owner signs up after a stranger typed their e-mail; their proof releases the stranger's claim", async () => {
    const owner = contacts("owner");
    const stranger = contacts("stranger");
    const planted = await register(owner.email, stranger.phone, "Stranger");
    expect(planted.status).toBe(200);

    const signUp = await register(owner.email, owner.phone, "Owner");
    expect(signUp.status).toBe(200);
    const proof = await proveContact(service.url, signUp.body.results.data.token, owner.email);
    const ownerToken = await logInWith(owner.email, proof.login_ticket);
    const profile = await call(service.url, "ecom/profile/", undefined, { token: ownerToken });
    expect(profile.body.results.data).toMatchObject({ name: "Owner", email: owner.email });

    // The stranger's account no longer holds the e-mail, and nobody can sign up with it again.
    const strangerView = await call(service.url, "ecom/profile/", undefined, {
      token: planted.body.results.data.token,
    });
    expect(strangerView.body.results.data.email).toBeNull();
    const again = await register(owner.email, contacts("late").phone);
    expect(again.status).toBe(400);
    expect(again.body.results.message).toBe(USER_EXISTS_MESSAGE);
  });
});
