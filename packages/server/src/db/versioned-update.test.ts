import { type CallArgs, type RouteDef, routes, type VersionCheck } from "@fenestra/api";
import { describe, expect, it } from "vitest";
import { createContract, getContract } from "../modules/contracts/contracts.fixtures.ts";
import { contractToPay, createAccount } from "../modules/finance/finance.fixtures.ts";
import { addItem, createOrder, itemBody } from "../modules/orders/orders.fixtures.ts";
import { makeMaterial } from "../modules/warehouse/warehouse.fixtures.ts";
import { callRoute } from "../test/helpers/factories.ts";
import { describeRaces, parallel } from "../test/helpers/races.ts";
import { testAppForFile } from "../test/helpers/test-app.ts";

// Saving never silently overwrites (docs/api.md, "Versions"): every kind of record two people
// edit goes through versionedUpdate; one table of kinds, the same expectations for each.

const t = testAppForFile({ signInDemo: true });
/** A save as the demo user, asked in en-US (the words of a refusal are read). */
const saveAsDemo = <R extends RouteDef>(route: R, args: CallArgs<R>) =>
  callRoute(t.app, route, { token: t.token, lang: "en-US", ...args });
let seq = 0;

type Answer = { status: number; body: { code: number; key?: string; message: string; errors?: unknown } };

/** One editable kind: make a record, save one text field of it, read that field and the version back. */
type Kind = {
  make(): Promise<number>;
  save(id: number, text: string, check: Partial<VersionCheck>): Promise<Answer>;
  read(id: number): Promise<{ version: number; text: string }>;
};

/** A small whole number standing for each text a test saves, for records that hold only numbers. */
const texts: string[] = [];
const indexOf = (text: string) => {
  if (!texts.includes(text)) texts.push(text);
  return texts.indexOf(text);
};
const textAt = (i: number) => texts[i] ?? String(i);
/** A length (mm) for each text, and back. */
const numberOf = (text: string) => 4000 + indexOf(text) * 10;
const textOf = (n: number) => textAt((n - 4000) / 10);

/** A child record reached through its parent: both ids in one number. */
const pair = (parent: number, child: number) => parent * 1_000_000 + child;
const unpair = (key: number) => ({ id: Math.floor(key / 1_000_000), itemId: key % 1_000_000 });

const materialCodes = new Map<number, string>();
const leftoverCodes = new Map<number, string>();

async function leftoverOf(id: number) {
  const res = await callRoute(t.app, routes.warehouse.surplus, {
    token: t.token,
    query: { code: leftoverCodes.get(id) ?? "" },
  });
  return res.body.data.items.find((s) => s.id === id);
}

/** Makes a record by `route` as the demo user; answers its id, the call having succeeded. */
async function createdId<R extends RouteDef>(route: R, args: CallArgs<R>): Promise<number> {
  const res = await callRoute(t.app, route, { token: t.token, ...args });
  expect(res.body.code, res.body.key).toBe(0);
  return (res.body.data as { id: number }).id;
}

/** Reads the record's version and its one `field` by `route`, the record named by its id. */
const readField =
  (route: RouteDef, field: string): Kind["read"] =>
  async (id) => {
    const res = await callRoute(t.app, route, { token: t.token, params: { id } } as never);
    const data = res.body.data as Record<string, unknown> & { version: number };
    return { version: data.version, text: String(data[field]) };
  };

/** Saves the text as the record's one `field` by `route`, the record named by its id. */
const saveField =
  (route: RouteDef, field: string): Kind["save"] =>
  (id, text, check) =>
    saveAsDemo(route, { params: { id }, body: { [field]: text, ...check } } as never) as Promise<Answer>;

const kinds: Record<string, Kind> = {
  contract: {
    make: async () => (await createContract(t.app, t.token)).id,
    save: saveField(routes.contracts.update, "address"),
    read: async (id) => {
      const c = await getContract(t.app, t.token, id);
      return { version: c.version, text: c.address };
    },
  },
  customer: {
    make: async () => {
      seq += 1;
      return createdId(routes.crm.create, {
        body: { name: "Versioned", phone: `1366000${String(seq).padStart(4, "0")}` },
      });
    },
    save: saveField(routes.crm.update, "note"),
    read: readField(routes.crm.detail, "note"),
  },
  "series (a product record; its name)": {
    make: async () => {
      const cat = await callRoute(t.app, routes.series.catalogue, { token: t.token });
      const source = cat.body.data.series.find((one) => one.isDefault)?.id as number;
      seq += 1;
      return createdId(routes.series.clone, { params: { id: source }, body: { name: `Versioned ${seq}` } });
    },
    save: saveField(routes.series.update, "name"),
    read: readField(routes.series.get, "name"),
  },
  "design (a window of an order)": {
    make: async () => {
      const order = await createOrder(t.app, t.token);
      const item = await addItem(t.app, t.token, order.id);
      return pair(order.id, item.id);
    },
    save: (key, text, check) =>
      saveAsDemo(routes.orders.updateItem, {
        params: unpair(key),
        body: { ...itemBody({ note: text }), ...check },
      }),
    read: async (key) => {
      const res = await callRoute(t.app, routes.orders.item, {
        token: t.token,
        params: unpair(key),
      });
      return { version: res.body.data.version, text: res.body.data.note };
    },
  },
  "warehouse material": {
    make: async () => {
      seq += 1;
      const code = `VER-${seq}`;
      const m = await makeMaterial(t.app, t.token, { code });
      materialCodes.set(m.id, code);
      return m.id;
    },
    save: (id, text, check) =>
      saveAsDemo(routes.warehouse.updateMaterial, {
        params: { id },
        body: {
          category: "profile",
          code: materialCodes.get(id) ?? "",
          colors: ["white"],
          rawLength: 6000,
          name: text,
          ...check,
        },
      }),
    read: readField(routes.warehouse.material, "name"),
  },
  "quote item (a priced line of a contract)": {
    make: async () => {
      const contract = await createContract(t.app, t.token);
      const res = await callRoute(t.app, routes.quotes.add, {
        token: t.token,
        params: { id: contract.id },
        body: { name: "Install", price: 1000 },
      });
      expect(res.body.code, res.body.key).toBe(0);
      return pair(contract.id, res.body.data.quoteItems[0]?.id ?? 0);
    },
    save: (key, text, check) =>
      saveAsDemo(routes.quotes.edit, {
        params: unpair(key),
        body: { name: "Install", price: 1000, note: text, ...check },
      }),
    read: async (key) => {
      const c = await getContract(t.app, t.token, unpair(key).id);
      const line = c.quoteItems.find((q) => q.id === unpair(key).itemId);
      return { version: line?.version ?? -1, text: line?.note ?? "" };
    },
  },
  "receipt account": {
    make: async () => (await createAccount(t.app, t.token, { name: "Versioned" })).id,
    save: (id, text, check) =>
      saveAsDemo(routes.finance.updateAccount, {
        params: { id },
        body: { type: "wechat", name: "Versioned", number: text, ...check },
      }),
    read: async (id) => {
      const res = await callRoute(t.app, routes.finance.accounts, { token: t.token });
      const account = res.body.data.find((a) => a.id === id);
      return { version: account?.version ?? -1, text: account?.number ?? "" };
    },
  },
  "company's warehouse settings (one record per company)": {
    make: async () => 0,
    save: (_id, text, check) =>
      saveAsDemo(routes.warehouse.saveSettings, {
        body: {
          leftoverMin: 300,
          leftoverMax: 2000,
          leftoverStep: 50,
          defaultStockLength: numberOf(text),
          ...check,
        },
      }),
    read: async () => {
      const res = await callRoute(t.app, routes.warehouse.settings, { token: t.token });
      return { version: res.body.data.version, text: textOf(res.body.data.defaultStockLength) };
    },
  },
  "warehouse leftover (moved to another position)": {
    make: async () => {
      seq += 1;
      const code = `LEFT-${seq}`;
      await makeMaterial(t.app, t.token, { code });
      const res = await callRoute(t.app, routes.warehouse.addSurplus, {
        token: t.token,
        body: { code, color: "white", length: 900 },
      });
      expect(res.body.code, res.body.key).toBe(0);
      const list = await callRoute(t.app, routes.warehouse.surplus, { token: t.token, query: { code } });
      const id = list.body.data.items[0]?.id ?? 0;
      leftoverCodes.set(id, code);
      return id;
    },
    save: saveField(routes.warehouse.updateSurplus, "position"),
    read: async (id) => {
      const leftover = await leftoverOf(id);
      return { version: leftover?.version ?? -1, text: leftover?.position ?? "" };
    },
  },
  "series directory (its name)": {
    make: async () => {
      seq += 1;
      return createdId(routes.series.createDirectory, { body: { name: `Directory ${seq}` } });
    },
    save: saveField(routes.series.renameDirectory, "name"),
    read: async (id) => {
      const res = await callRoute(t.app, routes.series.catalogue, { token: t.token });
      const directory = res.body.data.directories.find((d) => d.id === id);
      return { version: directory?.version ?? -1, text: directory?.name ?? "" };
    },
  },
  "repayment schedule (a save of its contract)": {
    make: async () => (await contractToPay(t.app, t.token)).id,
    save: (id, text, check) =>
      saveAsDemo(routes.finance.saveSchedule, {
        params: { id },
        // The deposit's amount (fen) stands for the text.
        body: {
          instalments: [{ stage: "deposit", amount: 100 + indexOf(text), dueOn: "2027-01-01" }],
          ...check,
        },
      }),
    read: async (id) => {
      const res = await callRoute(t.app, routes.finance.schedule, { token: t.token, params: { id } });
      const deposit = res.body.data.instalments[0];
      return { version: res.body.data.version, text: deposit ? textAt(deposit.amount - 100) : "" };
    },
  },
  "company's workshop links (one record per company)": {
    make: async () => 0,
    save: (_id, text, check) =>
      saveAsDemo(routes.workshop.saveLinks, {
        // The cutting link's expected days stand for the text.
        body: {
          links: [
            { link: "cutting", expectedDays: 1 + indexOf(text) },
            { link: "packing", expectedDays: 1 },
          ],
          ...check,
        },
      }),
    read: async () => {
      const res = await callRoute(t.app, routes.workshop.setup, { token: t.token });
      const cutting = res.body.data.links.find((l) => l.link === "cutting");
      return { version: res.body.data.version, text: textAt((cutting?.expectedDays ?? 0) - 1) };
    },
  },
  "company name (its row of the company)": {
    make: async () => 0,
    save: (_id, text, check) =>
      saveAsDemo(routes.account.renameCompany, {
        body: { name: text, ...check },
      }),
    read: async () => {
      const res = await callRoute(t.app, routes.exports.branding, { token: t.token });
      return { version: res.body.data.nameVersion, text: res.body.data.name };
    },
  },
  "company letterhead (one record per company)": {
    make: async () => 0,
    save: (_id, text, check) =>
      saveAsDemo(routes.exports.updateBranding, {
        body: { address: text, ...check } as VersionCheck,
      }),
    read: async () => {
      const res = await callRoute(t.app, routes.exports.branding, { token: t.token });
      return { version: res.body.data.version, text: res.body.data.address };
    },
  },
};

describe.each(Object.entries(kinds))("saving a %s", (_name, kind) => {
  it("counts one more version with each save", async () => {
    const id = await kind.make();
    const start = (await kind.read(id)).version;
    expect((await kind.save(id, "first", { version: start })).body.code).toBe(0);
    expect((await kind.save(id, "second", { version: start + 1 })).body.code).toBe(0);
    expect(await kind.read(id)).toEqual({ version: start + 2, text: "second" });
  });

  it("refuses a save against a version someone else has saved over, and changes nothing", async () => {
    const id = await kind.make();
    const start = (await kind.read(id)).version;
    expect((await kind.save(id, "theirs", { version: start })).body.code).toBe(0);
    const stale = await kind.save(id, "mine", { version: start });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 409,
      key: "conflict.stale_version",
      message: expect.stringContaining("Someone else saved this record"),
    });
    expect(await kind.read(id)).toEqual({ version: start + 1, text: "theirs" });
  });

  it("saves over the latest version when told to overwrite knowingly", async () => {
    const id = await kind.make();
    const start = (await kind.read(id)).version;
    await kind.save(id, "theirs", { version: start });
    const mine = await kind.save(id, "mine", { overwrite: true });
    expect(mine.body.code).toBe(0);
    expect(await kind.read(id)).toEqual({ version: start + 2, text: "mine" });
  });

  it("refuses a save that names neither a version nor overwrite, at the version field", async () => {
    const id = await kind.make();
    const bare = await kind.save(id, "unversioned", {});
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toEqual([{ field: "version", message: expect.stringContaining("version") }]);
    expect((await kind.read(id)).text).not.toBe("unversioned");
  });
});

describeRaces("saves at one version", () => {
  it.each(Object.entries(kinds))(
    "lets exactly one of eight saves of a %s at the same version win",
    async (_n, kind) => {
      const id = await kind.make();
      const start = (await kind.read(id)).version;
      const answers = await parallel(8, (i) => kind.save(id, `racer ${i}`, { version: start }));
      const won = answers.flatMap((a, i) => (a.body.code === 0 ? [i] : []));
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
      expect(await kind.read(id)).toEqual({ version: start + 1, text: `racer ${won[0]}` });
    },
  );
});
