import { describe, expect, it } from "vitest";
import {
  changePasswordSchema,
  emailSchema,
  loginBody,
  loginFormSchema,
  loginSchema,
  registerSchema,
  smsCodeRequestSchema,
  subAccountCreateSchema,
  userSettingsUpdateSchema,
  userTypeOf,
} from "./index.ts";

const validRegister = {
  phone: "13912345678",
  phoneAgain: "13912345678",
  code: "123456",
  password: "Window#Frame9",
  confirmPassword: "Window#Frame9",
  company: "Acme Windows",
  spaceName: "Acme",
  username: "acme_li",
  role: "factory",
  nickname: "Li",
  agree: true,
};

function issuesOf(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } },
  v: unknown,
) {
  const result = schema.safeParse(v);
  return (result.error?.issues ?? []) as { path: PropertyKey[]; message: string }[];
}

function keysFor(field: string, v: unknown) {
  return issuesOf(registerSchema, v)
    .filter((issue) => issue.path.join(".") === field)
    .map((issue) => issue.message);
}

describe("registerSchema", () => {
  it("accepts a complete form", () => {
    expect(registerSchema.safeParse(validRegister).success).toBe(true);
  });

  it("checks the phone shape", () => {
    expect(keysFor("phone", { ...validRegister, phone: "12345678901" })).toEqual([
      "validation.phone_invalid",
    ]);
    expect(keysFor("phone", { ...validRegister, phone: "1391234567" })).toEqual(["validation.phone_invalid"]);
    expect(keysFor("phone", { ...validRegister, phone: "" })).toContain("validation.phone_required");
  });

  it("keeps passwords between 8 and 18 characters and refuses 12345678", () => {
    const pw = (password: string) =>
      keysFor("password", { ...validRegister, password, confirmPassword: password });
    expect(pw("Ab#4567")).toEqual(["validation.password_length"]);
    expect(pw("Ab#45678")).toEqual([]);
    expect(pw("Ab#456789012345678")).toEqual([]);
    expect(pw("Ab#4567890123456789")).toEqual(["validation.password_length"]);
    expect(pw("12345678")).toEqual(["validation.password_default"]);
  });

  it("needs the confirmation to match", () => {
    expect(keysFor("confirmPassword", { ...validRegister, confirmPassword: "Window#Frame8" })).toEqual([
      "validation.password_mismatch",
    ]);
  });

  it("needs a nickname under 16 characters", () => {
    expect(keysFor("nickname", { ...validRegister, nickname: "a".repeat(15) })).toEqual([]);
    expect(keysFor("nickname", { ...validRegister, nickname: "a".repeat(16) })).toEqual([
      "validation.nickname_length",
    ]);
    expect(keysFor("nickname", { ...validRegister, nickname: "  " })).toEqual([
      "validation.nickname_required",
    ]);
  });

  it("needs a 6-digit code, a company and consent", () => {
    expect(keysFor("code", { ...validRegister, code: "" })).toContain("validation.code_required");
    expect(keysFor("code", { ...validRegister, code: "12345" })).toEqual(["validation.code_invalid"]);
    expect(keysFor("company", { ...validRegister, company: "" })).toEqual(["validation.company_required"]);
    expect(keysFor("agree", { ...validRegister, agree: false })).toEqual(["validation.agree_required"]);
    expect(keysFor("role", { ...validRegister, role: "admin" })).toEqual(["validation.role_invalid"]);
  });
});

describe("issue 30: the registration fields SPEC §5 names", () => {
  it("needs the phone typed twice alike", () => {
    expect(keysFor("phoneAgain", { ...validRegister, phoneAgain: "" })).toEqual([
      "validation.phone_again_required",
    ]);
    expect(keysFor("phoneAgain", { ...validRegister, phoneAgain: "13912345679" })).toEqual([
      "validation.phone_mismatch",
    ]);
  });
  it("needs a username of 4 to 20 letters, digits or underscores starting with a letter", () => {
    const name = (username: string) => keysFor("username", { ...validRegister, username });
    expect(name("")).toEqual(["validation.username_required"]);
    expect(name("abc")).toEqual(["validation.username_invalid"]);
    expect(name("13912345678")).toEqual(["validation.username_invalid"]);
    expect(name("li-wei")).toEqual(["validation.username_invalid"]);
    expect(name("Li_wei_2026")).toEqual([]);
    expect(name(`a${"b".repeat(19)}`)).toEqual([]);
    expect(name(`a${"b".repeat(20)}`)).toEqual(["validation.username_invalid"]);
  });
  it("needs a space name of 2 to 30 characters", () => {
    const space = (spaceName: string) => keysFor("spaceName", { ...validRegister, spaceName });
    expect(space("")).toEqual(["validation.space_name_required"]);
    expect(space("A")).toEqual(["validation.space_name_length"]);
    expect(space("越南门窗")).toEqual([]);
    expect(space("S".repeat(31))).toEqual(["validation.space_name_length"]);
  });
  it("needs a dealer's registration code, and no other role's", () => {
    expect(keysFor("registrationCode", { ...validRegister, role: "dealer" })).toEqual([
      "validation.registration_code_required",
    ]);
    expect(
      keysFor("registrationCode", { ...validRegister, role: "dealer", registrationCode: "ABCD2345" }),
    ).toEqual([]);
    expect(keysFor("registrationCode", { ...validRegister, registrationCode: "ABCD2345" })).toEqual([
      "validation.registration_code_dealers_only",
    ]);
  });
  it("asks a registration's code with a picture code, other codes without", () => {
    const register = smsCodeRequestSchema.safeParse({ phone: "13912345678", purpose: "register" });
    expect(register.error?.issues.map((i) => [i.path.join("."), i.message])).toContainEqual([
      "pictureCode",
      "validation.picture_code_required",
    ]);
    expect(smsCodeRequestSchema.safeParse({ phone: "13912345678", purpose: "login" }).success).toBe(true);
    expect(
      smsCodeRequestSchema.safeParse({
        phone: "13912345678",
        purpose: "register",
        pictureId: "7d0c7d4e-0d64-4d1b-9b7a-3f1f6a1b2c3d",
        pictureCode: "AB3K",
      }).success,
    ).toBe(true);
  });
  it("signs in with the phone or the username in one box", () => {
    expect(loginBody({ account: "13912345678", password: "x" })).toEqual({
      phone: "13912345678",
      password: "x",
    });
    expect(loginBody({ account: " acme_li ", password: "x" })).toEqual({
      username: "acme_li",
      password: "x",
    });
    expect(issuesOf(loginFormSchema, { account: "12", password: "x" })[0]?.message).toBe(
      "validation.account_invalid",
    );
    expect(loginSchema.safeParse({ password: "x" }).success).toBe(false);
    expect(loginSchema.safeParse({ phone: "13912345678", username: "acme_li", password: "x" }).success).toBe(
      false,
    );
  });
});

describe("the user type (SPEC §3: sl, ty, sj)", () => {
  it("is ty on trial, sl with the script module, sj without it", () => {
    expect(userTypeOf({ is_ty: 1 }, { script: 1 })).toBe("ty");
    expect(userTypeOf({ is_ty: 0 }, { script: 1 })).toBe("sl");
    expect(userTypeOf({ is_ty: 0 }, { script: -1, crm: 1 })).toBe("sj");
    expect(userTypeOf({ is_ty: 0 }, {})).toBe("sj");
  });
});

describe("other forms", () => {
  it("validates email", () => {
    expect(emailSchema.safeParse("a@b.co").success).toBe(true);
    expect(issuesOf(emailSchema, "a@b").map((i) => i.message)).toEqual(["validation.email_invalid"]);
  });

  it("change password needs the old one and a matching new one", () => {
    const issues = issuesOf(changePasswordSchema, {
      oldPassword: "",
      password: "Window#Frame9",
      confirmPassword: "x",
    });
    expect(issues.map((i) => `${i.path.join(".")}:${i.message}`).sort()).toEqual([
      "confirmPassword:validation.password_mismatch",
      "oldPassword:validation.old_password_required",
    ]);
  });

  it("sub-account permissions accept only known keys and son_account_type 0 or 4", () => {
    const base = { phone: "13912345678", nickname: "Wang", password: "Window#Frame9" };
    expect(subAccountCreateSchema.parse(base)).toMatchObject({ permanents: {}, son_account_type: 0 });
    expect(subAccountCreateSchema.safeParse({ ...base, permanents: { edit_order: "1" } }).success).toBe(true);
    expect(subAccountCreateSchema.safeParse({ ...base, permanents: { root: "1" } }).success).toBe(false);
    expect(subAccountCreateSchema.safeParse({ ...base, son_account_type: 3 }).success).toBe(false);
    expect(subAccountCreateSchema.safeParse({ ...base, son_account_type: 4 }).success).toBe(true);
  });

  it("settings accept mm/cm/in only", () => {
    expect(userSettingsUpdateSchema.safeParse({ lenUnit: "in", digits: 2 }).success).toBe(true);
    expect(userSettingsUpdateSchema.safeParse({ lenUnit: "ft" }).success).toBe(false);
    expect(userSettingsUpdateSchema.safeParse({ digits: -1 }).success).toBe(false);
  });
});
