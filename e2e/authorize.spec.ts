import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { DEMO } from "./fixtures/accounts.ts";
import { expectNoSidewaysScroll, PHONE, snap } from "./fixtures/steps.ts";
import { CompactShell } from "./pages/compact-shell.ts";
import { LoginPage } from "./pages/login-page.ts";
import { Shell } from "./pages/shell.ts";

// /authorize (SPEC §2, issue 34, docs/oauth.md) through the interface: the company registers a
// partner application in Account settings → Partner applications, opens an authorization URL,
// sees the consent in words, allows, and the browser lands on the application's redirect URI
// with a code. The test then plays the application (its HTTP exchange of the code is not the
// user's), and the user revokes it in the list: the application's token is refused at once.

/** The partner application's redirect URI: a small page served by the test on loopback. */
let callback: Server;
let redirectUri = "";
test.beforeAll(async () => {
  callback = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end("<!doctype html><title>Partner</title><h1>Partner application: answer received</h1>");
  });
  await new Promise<void>((done) => callback.listen(0, "127.0.0.1", done));
  redirectUri = `http://127.0.0.1:${(callback.address() as AddressInfo).port}/callback`;
});
test.afterAll(() => new Promise<void>((done) => callback.close(() => done())));

async function openPartnerApps(page: Page) {
  await page.goto("/personal-center/account-setting");
  await page.getByRole("tab", { name: "Partner applications" }).click();
  await expect(page.getByTestId("partner-apps")).toBeVisible();
}

for (const device of ["desktop", "phone"] as const) {
  test.describe(device, () => {
    if (device === "phone") test.use(PHONE);

    test("register an application, allow it on /authorize, then revoke it", async ({
      page,
      request,
    }, info) => {
      const appName = `Partner CRM ${device} ${Date.now().toString(36)}`;
      await new LoginPage(page).goto();
      await new LoginPage(page).signIn(DEMO.phone, DEMO.password);
      await page.waitForURL(/\/home/);

      // 1. The main account registers the application and copies its id and secret, shown once.
      await openPartnerApps(page);
      await page.getByRole("button", { name: "Register an application" }).click();
      const dialog = page.getByRole("dialog", { name: "Register an application" });
      await dialog.getByLabel("Name").fill(appName);
      await dialog.getByLabel("Redirect URIs").fill("not an address");
      await dialog.getByRole("button", { name: "Register" }).click();
      await expect(dialog.getByText("A redirect URI is a full http:// or https:// address")).toBeVisible();
      await dialog.getByLabel("Redirect URIs").fill(redirectUri);
      await dialog.getByRole("button", { name: "Register" }).click();
      const made = page.getByRole("dialog", { name: "Application registered" });
      await expect(made.getByText("it is shown this once")).toBeVisible();
      const clientId = (await made.getByTestId("new-client-id").textContent())?.trim() ?? "";
      const clientSecret = (await made.getByTestId("new-client-secret").textContent())?.trim() ?? "";
      expect(clientId).toMatch(/^fen_/);
      await snap(page, info, `${device}-secret-once`);
      await made.getByRole("button", { name: "I have copied it" }).click();
      await expect(page.getByTestId("registered-app").filter({ hasText: appName })).toBeVisible();

      // 2. The application sends the user to /authorize with a PKCE challenge (S256).
      const verifier = randomBytes(32).toString("base64url");
      const challenge = createHash("sha256").update(verifier).digest("base64url");
      const query = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope: "finance_all edit_order",
        state: `s-${device}`,
        code_challenge: challenge,
        code_challenge_method: "S256",
      });
      // Signed out meanwhile (another person at this computer): the request waits through the
      // sign-in and the consent follows it, not the home page.
      await (device === "phone" ? new CompactShell(page).signOut() : new Shell(page).signOut());
      await page.goto(`/authorize?${query}`);
      await page.waitForURL(/\/login\?/);
      expect(new URL(page.url()).searchParams.get("client_id")).toBe(clientId);
      await new LoginPage(page).signIn(DEMO.phone, DEMO.password);
      await page.waitForURL(/\/authorize\?/);
      const consent = page.getByTestId("consent");
      await expect(consent.getByRole("heading", { name: `Authorise ${appName}` })).toBeVisible();
      await expect(consent.getByTestId("consent-scope")).toHaveText(["Finance (all)", "Edit orders"]);
      if (device === "phone") await expectNoSidewaysScroll(page);
      await snap(page, info, `${device}-consent`);

      // 3. Allow: the browser lands on the application with a code and the state it sent.
      await consent.getByRole("button", { name: "Allow" }).click();
      await page.waitForURL((url) => url.href.startsWith(redirectUri));
      await expect(page.getByRole("heading", { name: "Partner application: answer received" })).toBeVisible();
      const landed = new URL(page.url());
      expect(landed.searchParams.get("state")).toBe(`s-${device}`);
      const code = landed.searchParams.get("code") ?? "";
      expect(code).not.toBe("");

      // The application's own part: it exchanges the code and calls the API with the token.
      const exchanged = await request.post("/api/oauth/token", {
        form: {
          grant_type: "authorization_code",
          code,
          redirect_uri: redirectUri,
          client_id: clientId,
          client_secret: clientSecret,
          code_verifier: verifier,
        },
      });
      expect(exchanged.status()).toBe(200);
      const tokens = (await exchanged.json()) as { access_token: string };
      const asApp = async () =>
        (
          await (
            await request.get("/api/home/stats", {
              headers: { authorization: `Bearer ${tokens.access_token}` },
            })
          ).json()
        ).code as number;
      expect(await asApp()).toBe(0);

      // 4. The user finds the application among the authorised ones and revokes it.
      await openPartnerApps(page);
      const granted = page.getByTestId("authorised-app").filter({ hasText: appName });
      await expect(granted).toContainText("Finance (all)");
      await expect(granted).toContainText("Edit orders");
      await snap(page, info, `${device}-authorised-list`);
      await granted.getByRole("button", { name: "Revoke" }).click();
      await page.locator(".ant-popconfirm").getByRole("button", { name: "Revoke" }).click();
      await expect(page.getByText("Revoked: the application's access ended")).toBeVisible();
      await expect(granted).toHaveCount(0);
      if (device === "phone") await expectNoSidewaysScroll(page);
      await snap(page, info, `${device}-revoked`);

      // Refused from the very next request.
      expect(await asApp()).toBe(-998);
    });
  });
}
