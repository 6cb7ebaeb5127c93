import { expect, test } from "@playwright/test";
import { DEMO, freshPhone, GOOD_PASSWORD, registerFactoryByApi } from "./fixtures/accounts.ts";
import { LoginPage } from "./pages/login-page.ts";
import { AccountManagementPage } from "./pages/personal-center.ts";
import { Shell } from "./pages/shell.ts";

test("a sub-account without the finance permission is refused by the server and sees the lack-authority dialog", async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  const shell = new Shell(page);
  const subPhone = freshPhone();

  await login.goto();
  await login.signIn(DEMO.phone, DEMO.password);
  await shell.expectOnHome();
  const management = new AccountManagementPage(page);
  await management.goto();
  await management.addSubAccount({ phone: subPhone, nickname: "Wang", password: GOOD_PASSWORD });
  await shell.signOut();

  // The server itself refuses the sub-account (not only the web app).
  const signIn = await request.post("/api/auth/login", {
    data: { phone: subPhone, password: GOOD_PASSWORD },
  });
  const token = ((await signIn.json()) as { data: { userinfo: { api_token: string } } }).data.userinfo
    .api_token;
  const stats = await request.get("/api/home/stats", { headers: { Authorization: `Bearer ${token}` } });
  expect(await stats.json()).toMatchObject({ key: "access.no_permission" });

  await login.signIn(subPhone, GOOD_PASSWORD);
  await page.waitForURL(/\/home$/);
  await expect(shell.lackAuthorityDialog()).toHaveText(
    "This sub-account has no permission. Ask the main account to grant it.",
  );
});

test("a sub-account is kept to account-setting in the personal centre (guard rule 4)", async ({
  page,
  request,
}) => {
  const subPhone = freshPhone();
  // A new factory's main account: sub-accounts carry its id as fid, and fid above 1 means
  // sub-account (SPEC §3).
  const token = await registerFactoryByApi(request, {
    phone: freshPhone(),
    password: GOOD_PASSWORD,
    company: "Rule Four Windows",
    nickname: "Zhao",
  });
  const created = await request.post("/api/sub-accounts", {
    headers: { Authorization: `Bearer ${token}` },
    data: { phone: subPhone, nickname: "Li", password: GOOD_PASSWORD, permanents: { finance_all: "1" } },
  });
  expect((await created.json()).code).toBe(0);

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(subPhone, GOOD_PASSWORD);
  await new Shell(page).expectOnHome();
  await page.goto("/personal-center/system-setting");
  await page.waitForURL(/\/personal-center\/account-setting$/);
});
