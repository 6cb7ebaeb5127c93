// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { singleSignOn } from "./single-sign-on.ts";

// A local fake of the sign-on service: accepts the token "good", refuses anything else.
const session = {
  userinfo: {
    id: 5,
    fid: 0,
    son_account_type: 0,
    permanent: 0,
    permanents: null,
    api_token: "api-from-sso",
    expiration_time: "2027-01-01",
    ty_expiration_time: null,
    is_ty: 0,
    version_type: 1,
    be_invited_user_phone: null,
    phone_number: "13900000001",
    f_phone_number: null,
    header_img_url: null,
    nickname: "Guigui",
    company_name: "Partner Co",
    role: "factory",
    invitation_code: "ABC123",
  },
  company_modules: { script: 1 },
  userSettings: { language: "en-US", lenUnit: "mm", digits: 0, guideDismissed: false },
};

let server: Server;
let endpoint = "";
const received: unknown[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const body = JSON.parse(raw) as { token?: string };
      received.push(body);
      res.setHeader("Content-Type", "application/json");
      res.end(
        JSON.stringify(
          body.token === "good"
            ? { code: 0, message: "ok", data: session }
            : { code: 2, key: "access.sso_failed", message: "no", data: null },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sso`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("single sign-on against a local fake service", () => {
  it("posts the token and returns the session on success", async () => {
    const result = await singleSignOn("good", { endpoint, fetch, language: "en-US" });
    expect(result?.userinfo.api_token).toBe("api-from-sso");
    // the partner's session names no message-centre marker (SPEC §3 xxfData): nothing read yet
    expect(result?.xxfData).toEqual({ readAt: null });
    expect(received.at(-1)).toEqual({ token: "good", guigui_token: "good" });
  });

  it("returns null when the service refuses the token", async () => {
    expect(await singleSignOn("bad", { endpoint, fetch, language: "en-US" })).toBeNull();
  });

  it("returns null when the service cannot be reached", async () => {
    expect(
      await singleSignOn("good", { endpoint: "http://127.0.0.1:1/sso", fetch, language: "en-US" }),
    ).toBeNull();
  });
});
