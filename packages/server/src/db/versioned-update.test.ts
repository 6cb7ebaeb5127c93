import { routes, type VersionCheck } from "@fenestra/api";
import { describe, expect, it } from "vitest";
import { createContract, getContract } from "../modules/contracts/contracts.fixtures.ts";
import { addItem, createOrder, itemBody } from "../modules/orders/orders.fixtures.ts";
import { callRoute } from "../test/helpers/factories.ts";
import { testAppForFile } from "../test/helpers/test-app.ts";

// Saving never silently overwrites (docs/api.md, "Versions"): every kind of record two people
// edit goes through versionedUpdate; one table of kinds, the same expectations for each.

let seq = 0;
const t = testAppForFile({ signInDemo: true });

type Answer = { status: number; body: { code: number; key?: string; message: string; errors?: unknown } };

/** One editable kind: make a record, save one text field of it, read that field and the version back. */
type Kind = {
  make(): Promise<number>;
  save(id: number, text: string, check: Partial<VersionCheck>): Promise<Answer>;
  read(id: number): Promise<{ version: number; text: string }>;
};

const kinds: Record<string, Kind> = {
  contract: {
    make: async () => (await createContract(t.app, t.token)).id,
    save: (id, text, check) =>
      callRoute(t.app, routes.contracts.update, {
        token: t.token,
        lang: "en-US",
        params: { id },
        body: { address: text, ...check } as VersionCheck,
      }),
    read: async (id) => {
      const c = await getContract(t.app, t.token, id);
      return { version: c.version, text: c.address };
    },
  },
  customer: {
    make: async () => {
      seq += 1;
      const res = await callRoute(t.app, routes.crm.create, {
        token: t.token,
        body: { name: "Versioned", phone: `1366000${String(seq).padStart(4, "0")}` },
      });
      expect(res.body.code, res.body.key).toBe(0);
      return res.body.data.id;
    },
    save: (id, text, check) =>
      callRoute(t.app, routes.crm.update, {
        token: t.token,
        lang: "en-US",
        params: { id },
        body: { note: text, ...check } as VersionCheck,
      }),
    read: async (id) => {
      const res = await callRoute(t.app, routes.crm.detail, { token: t.token, params: { id } });
      return { version: res.body.data.version, text: res.body.data.note };
    },
  },
  "series (a product record; its name)": {
    make: async () => {
      const cat = await callRoute(t.app, routes.series.catalogue, { token: t.token });
      const source = cat.body.data.series.find((one) => one.isDefault)?.id as number;
      seq += 1;
      const copy = await callRoute(t.app, routes.series.clone, {
        token: t.token,
        params: { id: source },
        body: { name: `Versioned ${seq}` },
      });
      expect(copy.body.code, copy.body.key).toBe(0);
      return copy.body.data.id;
    },
    save: (id, text, check) =>
      callRoute(t.app, routes.series.update, {
        token: t.token,
        lang: "en-US",
        params: { id },
        body: { name: text, ...check } as VersionCheck,
      }),
    read: async (id) => {
      const res = await callRoute(t.app, routes.series.get, { token: t.token, params: { id } });
      return { version: res.body.data.version, text: res.body.data.name };
    },
  },
  "design (a window of an order)": {
    make: async () => {
      const order = await createOrder(t.app, t.token);
      const item = await addItem(t.app, t.token, order.id);
      return order.id * 1_000_000 + item.id;
    },
    save: (key, text, check) =>
      callRoute(t.app, routes.orders.updateItem, {
        token: t.token,
        lang: "en-US",
        params: { id: Math.floor(key / 1_000_000), itemId: key % 1_000_000 },
        body: { ...itemBody({ note: text }), ...check },
      }),
    read: async (key) => {
      const res = await callRoute(t.app, routes.orders.item, {
        token: t.token,
        params: { id: Math.floor(key / 1_000_000), itemId: key % 1_000_000 },
      });
      return { version: res.body.data.version, text: res.body.data.note };
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
    const bare = await kind.save(id, "mine", {});
    expect(bare.status).toBe(400);
    expect(bare.body.errors).toEqual([{ field: "version", message: expect.stringContaining("version") }]);
    expect((await kind.read(id)).text).not.toBe("mine");
  });
});

describe.skipIf(process.env.TEST_DB !== "postgres")("races", () => {
  it.each(Object.entries(kinds))(
    "lets exactly one of eight saves of a %s at the same version win",
    async (_n, kind) => {
      const id = await kind.make();
      const start = (await kind.read(id)).version;
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => kind.save(id, `racer ${i}`, { version: start })),
      );
      const won = answers.flatMap((a, i) => (a.body.code === 0 ? [i] : []));
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
      expect(await kind.read(id)).toEqual({ version: start + 1, text: `racer ${won[0]}` });
    },
  );
});
