import { type BodyIn, routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { describe, expect, it } from "vitest";
import { DEMO } from "../../db/seed.ts";
import { DEFAULT_LIMITS } from "../../shared/auth-limits.ts";
import {
  callRoute,
  codeFor,
  expectRefused,
  lastCode,
  malformed,
  nextPhone,
  pictureFor,
  registerAccount,
  STRONG_PASSWORD,
  signInDemo,
} from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { TRIAL_DAYS } from "./trial.ts";

// Every request of this file comes from one address: its codes are not held to one address's limit
// (limits.test.ts tests that limit).
const t = testAppForFile({
  limits: { ...DEFAULT_LIMITS, smsPerAddress: { max: 1_000, windowMs: 3_600_000 } },
});

function validForm(phone: string, code: string): BodyIn<typeof routes.auth.register> {
  return {
    phone,
    phoneAgain: phone,
    code,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    company: "Sunrise Doors",
    spaceName: `Sunrise ${phone}`,
    username: `sun${phone}`,
    role: "factory",
    nickname: "Chen",
    agree: true,
  };
}

describe("register", () => {
  it("creates a trial account that can sign in and read its session", async () => {
    const session = await registerAccount(t.app, t.clock, { role: "dealer", nickname: "Chen" });
    const expected = new Date(t.clock().getTime() + TRIAL_DAYS * 86_400_000).toISOString().slice(0, 10);
    expect(session.userinfo).toMatchObject({
      fid: 0,
      is_ty: 1,
      permanent: 0,
      permanents: null,
      ty_expiration_time: expected,
      role: "dealer",
      nickname: "Chen",
    });
    expect(session.userinfo.api_token.length).toBeGreaterThan(30);
    expect(session.userSettings).toEqual({
      language: "zh-CN",
      lenUnit: "mm",
      digits: 0,
      guideDismissed: false,
    });
    const info = await callRoute(t.app, routes.users.info, { token: session.userinfo.api_token });
    expect((info.body.data as Session).userinfo.phone_number).toBe(session.userinfo.phone_number);
  });

  it("registers factories, dealers and software vendors, each with the full SPEC §3 session", async () => {
    for (const role of ["factory", "dealer", "software"] as const) {
      const session = await registerAccount(t.app, t.clock, { role, company: `${role} Co` });
      const info = await callRoute(t.app, routes.users.info, { token: session.userinfo.api_token });
      const read = info.body.data as Session;
      expect(read.userinfo.role).toBe(role);
      expect(read.userinfo.company_name).toBe(`${role} Co`);
      for (const field of [
        "id",
        "fid",
        "son_account_type",
        "permanent",
        "permanents",
        "api_token",
        "expiration_time",
        "ty_expiration_time",
        "is_ty",
        "version_type",
        "be_invited_user_phone",
        "phone_number",
        "f_phone_number",
        "header_img_url",
      ]) {
        expect(read.userinfo, `${role}: ${field}`).toHaveProperty(field);
      }
      expect(read.userinfo).toMatchObject({
        fid: 0,
        son_account_type: 0,
        is_ty: 1,
        version_type: 1,
        expiration_time: null,
        be_invited_user_phone: null,
        f_phone_number: null,
        api_token: session.userinfo.api_token,
      });
      expect(read.userinfo.id).toBe(session.userinfo.id);
      expect(read.company_modules).toEqual({ script: 1, polygon: 0 });
    }
    const phone = nextPhone();
    const code = await codeFor(t.app, t.clock, phone, "register");
    const admin = await callRoute(t.app, routes.auth.register, {
      body: malformed({ ...validForm(phone, code), role: "admin" }),
    });
    expect(admin.status).toBe(400);
    expect((admin.body.errors as { field: string }[])[0]?.field).toBe("role");
  });

  it("refuses each SPEC §5 rule with a translated field error and creates nothing", async () => {
    const phone = nextPhone();
    const code = await codeFor(t.app, t.clock, phone, "register");
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { password: "Ab#4567", confirmPassword: "Ab#4567" },
        "password",
        "The password must be 8 to 18 characters",
      ],
      [{ password: "Ab#4567890123456789", confirmPassword: "Ab#4567890123456789" }, "password", "8 to 18"],
      [{ confirmPassword: "Other#Pass99" }, "confirmPassword", "The two passwords do not match"],
      [{ password: "12345678", confirmPassword: "12345678" }, "password", "default password 12345678"],
      [{ password: "password1", confirmPassword: "password1" }, "password", "too simple"],
      [{ nickname: "N".repeat(16) }, "nickname", "under 16 characters"],
      [{ nickname: "" }, "nickname", "enter the nickname"],
      [{ phone: "23800138000" }, "phone", "not well-formed"],
      [{ code: "" }, "code", "enter the verification code"],
      [{ company: "" }, "company", "company name"],
      [{ agree: false }, "agree", "agree to the agreement"],
      // issue 30: the fields of SPEC §5 the registration lacked
      [{ phoneAgain: "" }, "phoneAgain", "enter the phone number again"],
      [{ phoneAgain: "13900000000" }, "phoneAgain", "The two phone numbers do not match"],
      [{ username: "" }, "username", "enter the username"],
      [{ username: "9lives" }, "username", "4 to 20 letters, digits or underscores, starting with a letter"],
      [{ username: "abc" }, "username", "4 to 20"],
      [{ spaceName: "" }, "spaceName", "enter the space name"],
      [{ spaceName: "S".repeat(31) }, "spaceName", "2 to 30 characters"],
      [{ role: "dealer" }, "registrationCode", "enter your factory's registration code"],
      [{ registrationCode: "ABCD2345" }, "registrationCode", "Only a dealer registers"],
    ];
    for (const [override, field, text] of cases) {
      const { status, body } = await callRoute(t.app, routes.auth.register, {
        body: malformed({ ...validForm(phone, code), ...override }),
        lang: "en-US",
      });
      expect(status, field).toBe(400);
      const errors = body.errors as { field: string; message: string }[];
      expect(errors.find((e) => e.field === field)?.message, JSON.stringify(errors)).toContain(text);
    }
    // The code was never consumed by the refused attempts: the valid form still goes through.
    const ok = await callRoute(t.app, routes.auth.register, { body: validForm(phone, code) });
    expect(ok.body.code).toBe(0);
  });

  it("tells only the holder of a registered phone that it is taken (after the code)", async () => {
    const { body } = await callRoute(t.app, routes.auth.smsCode, {
      body: { phone: DEMO.phone, purpose: "register", ...(await pictureFor(t.app)) },
    });
    expect(body).toMatchObject({ code: 0, key: "sms.code_sent" });
    // No code reached the phone: whatever is typed is a wrong code, as for any phone.
    const { body: refused } = await callRoute(t.app, routes.auth.register, {
      body: validForm(DEMO.phone, "123456"),
    });
    expect(refused).toMatchObject({ code: 2, key: "sms.code_wrong" });
  });

  it("records the inviter's phone from a valid invitation code and refuses an unknown one", async () => {
    const demo = await signInDemo(t.app);
    const invited = await registerAccount(t.app, t.clock, { invitationCode: demo.userinfo.invitation_code });
    expect(invited.userinfo.be_invited_user_phone).toBe(DEMO.phone);

    const phone = nextPhone();
    const code = await codeFor(t.app, t.clock, phone, "register");
    const { status, body } = await callRoute(t.app, routes.auth.register, {
      body: { ...validForm(phone, code), invitationCode: "NOPE0000" },
    });
    expect(status).toBe(400);
    expect((body.errors as { field: string }[])[0]?.field).toBe("invitationCode");
  });
});

describe("issue 30: the registration's username, space name, registration code and picture code (SPEC §5)", () => {
  const register = async (override: Record<string, unknown>, lang = "en-US") => {
    const phone = nextPhone();
    const code = await codeFor(t.app, t.clock, phone, "register");
    const res = await callRoute(t.app, routes.auth.register, {
      body: malformed({ ...validForm(phone, code), ...override }),
      lang,
    });
    return { ...res, phone, code };
  };
  const fieldOf = (body: { errors?: unknown }) => (body.errors as { field: string; message: string }[])[0];

  it("refuses a username or a space name already taken, whatever the letters' case, without using the code", async () => {
    const first = await register({ username: "WindowMaker", spaceName: "Hanoi Windows" });
    expect(first.body.code, first.body.key).toBe(0);
    const name = await register({ username: "windowmaker" });
    expect(name.status).toBe(400);
    expect(fieldOf(name.body)).toEqual({
      field: "username",
      message: "This username is taken: choose another",
    });
    const space = await register({ spaceName: "HANOI WINDOWS" }, "zh-CN");
    expect(fieldOf(space.body)).toEqual({ field: "spaceName", message: "该空间名称已被使用，请换一个" });
    // the code was not spent on the refusal: the same form with a free name goes through
    const again = await callRoute(t.app, routes.auth.register, {
      body: { ...validForm(space.phone, space.code), spaceName: "Saigon Windows" },
    });
    expect(again.body.code, again.body.key).toBe(0);
  });

  it("signs in with the username as with the phone, whatever the letters' case", async () => {
    const made = await register({ username: "Casement_42" });
    expect(made.body.code).toBe(0);
    const byName = await callRoute(t.app, routes.auth.login, {
      body: { username: "casement_42", password: STRONG_PASSWORD },
    });
    expect(byName.body.code, byName.body.key).toBe(0);
    expect(byName.body.data?.userinfo).toMatchObject({ phone_number: made.phone, username: "Casement_42" });
    const wrong = await callRoute(t.app, routes.auth.login, {
      body: { username: "Casement_42", password: "Wrong#Pass123" },
      lang: "en-US",
    });
    expectRefused(wrong, "access.wrong_credentials", "Wrong phone number or password");
    const nobody = await callRoute(t.app, routes.auth.login, {
      body: { username: "Nobody_here", password: STRONG_PASSWORD },
    });
    expect(nobody.body.key).toBe("access.wrong_credentials");
  });

  it("links a dealer to the factory whose registration code it registers with, and refuses a code no factory has", async () => {
    const factory = await registerAccount(t.app, t.clock, { company: "Code Factory" });
    const wrong = await register({ role: "dealer", registrationCode: "NOPE2345" });
    expect(wrong.status).toBe(400);
    expect(fieldOf(wrong.body)).toEqual({
      field: "registrationCode",
      message: "Registration code error: no factory has this code",
    });
    const dealer = await register({
      role: "dealer",
      registrationCode: factory.userinfo.invitation_code.toLowerCase(),
    });
    expect(dealer.body.code, dealer.body.key).toBe(0);
    const linked = await callRoute(t.app, routes.contracts.factories, {
      token: dealer.body.data?.userinfo.api_token as string,
    });
    expect(linked.body.data?.map((f) => f.name)).toEqual(["Code Factory"]);
  });

  it("asks a registration's code with a picture code: drawn as outlines, answered once", async () => {
    const phone = nextPhone();
    t.clock.advance(61_000);
    const none = await callRoute(t.app, routes.auth.smsCode, {
      body: { phone, purpose: "register" },
      lang: "en-US",
    });
    expect(none.status).toBe(400);
    expect(fieldOf(none.body)).toEqual({ field: "pictureCode", message: "Please enter the picture code" });
    const drawn = await callRoute(t.app, routes.auth.pictureCode, {});
    expect(drawn.body.data?.svg).toMatch(/^<svg[\s\S]*<path/);
    expect(drawn.body.data?.svg).not.toMatch(/<text/);
    const pictureId = drawn.body.data?.id as string;
    const answer = (await callRoute(t.app, routes.dev.pictureCode, { query: { id: pictureId } })).body.data
      ?.answer as string;
    const wrongAnswer = answer === "AAAA" ? "BBBB" : "AAAA";
    const wrong = await callRoute(t.app, routes.auth.smsCode, {
      body: { phone, purpose: "register", pictureId, pictureCode: wrongAnswer },
      lang: "en-US",
    });
    expect(fieldOf(wrong.body)).toEqual({
      field: "pictureCode",
      message: "The picture code is wrong or has expired: enter the new one",
    });
    // one try: the right answer after a wrong one is refused too
    const late = await callRoute(t.app, routes.auth.smsCode, {
      body: { phone, purpose: "register", pictureId, pictureCode: answer },
    });
    expect(late.status).toBe(400);
    await expect(lastCode(t.app, phone)).rejects.toThrow(/no code/);
    // a new picture, answered in lower case, sends the code
    const fresh = await pictureFor(t.app);
    const sent = await callRoute(t.app, routes.auth.smsCode, {
      body: { phone, purpose: "register", ...fresh, pictureCode: fresh.pictureCode.toLowerCase() },
    });
    expect(sent.body).toMatchObject({ code: 0, key: "sms.code_sent" });
    expect(await lastCode(t.app, phone)).toMatch(/^\d{6}$/);
  });

  it("lets a picture answer for 5 minutes only", async () => {
    const phone = nextPhone();
    t.clock.advance(61_000);
    const picture = await pictureFor(t.app);
    t.clock.advance(5 * 60_000 + 1);
    const late = await callRoute(t.app, routes.auth.smsCode, {
      body: { phone, purpose: "register", ...picture },
    });
    expect(late.status).toBe(400);
  });
});

describe("sign in and out", () => {
  it("answers access.wrong_credentials in the caller's language", async () => {
    const en = await callRoute(t.app, routes.auth.login, {
      body: { phone: DEMO.phone, password: "Wrong#Pass123" },
      lang: "en-US",
    });
    expectRefused(en, "access.wrong_credentials", "Wrong phone number or password");
    const ru = await callRoute(t.app, routes.auth.login, {
      body: { phone: "13900000000", password: "Wrong#Pass123" },
      lang: "ru-RU",
    });
    expect(ru.body).toMatchObject({
      key: "access.wrong_credentials",
      message: "Неверный номер телефона или пароль",
    });
  });

  it("signs in with an SMS code, which works only once", async () => {
    const code = await codeFor(t.app, t.clock, DEMO.phone, "login");
    const first = await callRoute(t.app, routes.auth.loginSms, { body: { phone: DEMO.phone, code } });
    expect(first.body.code).toBe(0);
    expect((first.body.data as Session).userinfo.phone_number).toBe(DEMO.phone);
    const again = await callRoute(t.app, routes.auth.loginSms, { body: { phone: DEMO.phone, code } });
    expect(again.body).toMatchObject({ code: 2, key: "sms.code_used" });
  });

  it("answers an SMS sign-in code request for an unknown phone as for a known one, sending nothing", async () => {
    const phone = nextPhone();
    const { body } = await callRoute(t.app, routes.auth.smsCode, { body: { phone, purpose: "login" } });
    expect(body).toMatchObject({ code: 0, key: "sms.code_sent" });
    await expect(lastCode(t.app, phone)).rejects.toThrow(/no code/);
  });

  it("revokes the token on logout: the next call answers -998, verification failed", async () => {
    const session = await signInDemo(t.app);
    const token = session.userinfo.api_token;
    expect((await callRoute(t.app, routes.users.info, { token })).body.code).toBe(0);
    expect((await callRoute(t.app, routes.auth.logout, { token })).body.code).toBe(0);
    const after = await callRoute(t.app, routes.users.info, { token });
    expect(after.body).toMatchObject({ code: -998, key: "access.verify_failed_relogin" });
  });

  it("signs out a bodiless request labelled as JSON, and still refuses malformed JSON", async () => {
    const session = await signInDemo(t.app);
    const token = session.userinfo.api_token;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const broken = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers, payload: "{" });
    expect(broken.statusCode).toBe(400);
    expect((await callRoute(t.app, routes.users.info, { token })).body.code).toBe(0);
    const empty = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ code: 0 });
    expect((await callRoute(t.app, routes.users.info, { token })).body.code).toBe(-998);
  });

  it("still refuses an empty JSON body on routes that need one", async () => {
    const headers = { "content-type": "application/json" };
    const response = await t.app.inject({ method: "POST", url: "/api/auth/login", headers });
    expect(response.statusCode).toBe(400);
  });

  it("answers -998 without a token or with a made-up one, before looking at the body", async () => {
    expect((await callRoute(t.app, routes.users.info)).body.code).toBe(-998);
    expect((await callRoute(t.app, routes.users.info, { token: "forged" })).body.code).toBe(-998);
    const bad = await callRoute(t.app, routes.auth.changePassword, { body: malformed({ nonsense: true }) });
    expect(bad.body.code).toBe(-998);
  });
});

describe("passwords", () => {
  it("resets a forgotten password by SMS and signs out the old sessions", async () => {
    const session = await registerAccount(t.app, t.clock);
    const phone = session.userinfo.phone_number!;
    const code = await codeFor(t.app, t.clock, phone, "reset");
    const next = "Sliding#Door77";
    const reset = await callRoute(t.app, routes.auth.resetPassword, {
      body: { phone, code, password: next, confirmPassword: next },
    });
    expect(reset.body.code).toBe(0);
    expect((await callRoute(t.app, routes.users.info, { token: session.userinfo.api_token })).body.code).toBe(
      -998,
    );
    const oldLogin = await callRoute(t.app, routes.auth.login, {
      body: { phone, password: STRONG_PASSWORD },
    });
    expect(oldLogin.body.key).toBe("access.wrong_credentials");
    expect((await callRoute(t.app, routes.auth.login, { body: { phone, password: next } })).body.code).toBe(
      0,
    );
  });

  it("moves an account to another phone with the password and the new phone's code", async () => {
    const session = await registerAccount(t.app, t.clock);
    const token = session.userinfo.api_token;
    const old = session.userinfo.phone_number!;
    // the same account signed in elsewhere (another PC)
    const elsewhere = await callRoute(t.app, routes.auth.login, {
      body: { phone: old, password: STRONG_PASSWORD },
    });
    const other = (elsewhere.body.data as Session).userinfo.api_token;
    const taken = (await registerAccount(t.app, t.clock)).userinfo.phone_number!;
    const phone = nextPhone();

    const wrongPassword = await callRoute(t.app, routes.auth.changePhone, {
      token,
      body: { phone, code: await codeFor(t.app, t.clock, phone, "bind"), password: "Not#MyPass1" },
    });
    expect(wrongPassword.body).toMatchObject({ code: 2, key: "other.wrong_old_password" });
    // A phone that has an account never gets the code, so no code can move onto it.
    await callRoute(t.app, routes.auth.smsCode, { body: { phone: taken, purpose: "bind" } });
    const onto = await callRoute(t.app, routes.auth.changePhone, {
      token,
      body: { phone: taken, code: "123456", password: STRONG_PASSWORD },
      lang: "en-US",
    });
    expect(onto.body.code).not.toBe(0);
    const missing = await callRoute(t.app, routes.auth.changePhone, {
      token,
      body: malformed({ phone, code: "" }),
      lang: "en-US",
    });
    expect(missing.status).toBe(400);
    expect((await callRoute(t.app, routes.users.info, { token })).body.data?.userinfo.phone_number).toBe(old);

    const code = await codeFor(t.app, t.clock, phone, "bind");
    const moved = await callRoute(t.app, routes.auth.changePhone, {
      token,
      body: { phone, code, password: STRONG_PASSWORD },
    });
    expect(moved.body.code, moved.body.key).toBe(0);
    expect((moved.body.data as Session).userinfo.phone_number).toBe(phone);
    // This session stays; the account's other sessions are signed out.
    expect((await callRoute(t.app, routes.users.info, { token })).body.code).toBe(0);
    expect((await callRoute(t.app, routes.users.info, { token: other })).body.code).toBe(-998);
    // It signs in with the new phone only.
    const login = (p: string) =>
      callRoute(t.app, routes.auth.login, { body: { phone: p, password: STRONG_PASSWORD } });
    expect((await login(phone)).body.code).toBe(0);
    expect((await login(old)).body.code).not.toBe(0);
  });

  it("changes the password only with the right old one", async () => {
    const session = await registerAccount(t.app, t.clock);
    const token = session.userinfo.api_token;
    const phone = session.userinfo.phone_number!;
    const next = "Tilt&Turn2026";
    const wrong = await callRoute(t.app, routes.auth.changePassword, {
      token,
      body: { oldPassword: "Not#MyPass1", password: next, confirmPassword: next },
    });
    expect(wrong.body).toMatchObject({ code: 2, key: "other.wrong_old_password" });
    const weak = await callRoute(t.app, routes.auth.changePassword, {
      token,
      body: { oldPassword: STRONG_PASSWORD, password: "12345678", confirmPassword: "12345678" },
    });
    expect(weak.status).toBe(400);
    const done = await callRoute(t.app, routes.auth.changePassword, {
      token,
      body: { oldPassword: STRONG_PASSWORD, password: next, confirmPassword: next },
    });
    expect(done.body.code).toBe(0);
    // The session that changed the password stays signed in.
    expect((await callRoute(t.app, routes.users.info, { token })).body.code).toBe(0);
    expect((await callRoute(t.app, routes.auth.login, { body: { phone, password: next } })).body.code).toBe(
      0,
    );
  });
});
