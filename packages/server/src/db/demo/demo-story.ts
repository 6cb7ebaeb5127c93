// What each step of the demo's month does (demo-plan.ts says when): the calls its owner, or the
// worker bound to a link, makes through the API routes, in the company's language.
import { randomBytes } from "node:crypto";
import { routes } from "@fenestra/api";
import { type SeriesGeometry, seriesGeometry } from "@fenestra/core";
import type { Language } from "@fenestra/core/account/languages";
import { DEMO_WORDS, demoSeries } from "@fenestra/core/series/demo/index";
import type { DemoCaller, DemoClock } from "./demo-api.ts";
import {
  BAR_LENGTH,
  CONTRACTS,
  type ContractPlan,
  type ContractStep,
  CUSTOMER_PHONES,
  EXPENSES,
  LINKS,
  PROSPECTS,
  STOCKED_PROFILES,
  type When,
  WINDOWS,
  WORKERS,
} from "./demo-plan.ts";
import { drawWindow } from "./demo-windows.ts";
import { DEMO_COMPANY_WORDS, type DemoCustomer } from "./words/index.ts";

/** A step of the story at its moment; steps run in time order (ties in the order written). */
export type Timed = { when: When; run: () => Promise<unknown> };

export type Worker = { call: DemoCaller; signOut: () => Promise<unknown> };
export type Workers = Record<keyof typeof WORKERS, Worker>;

/** The story's steps, each made of calls the owner (or a worker) makes. */
export class DemoStory {
  private readonly words;
  private readonly seriesWords;
  /** seed key → the company's series id, and the geometries the drawings need. */
  private readonly series = new Map<string, number>();
  private geometries: Map<string, SeriesGeometry> | null = null;
  private readonly customerIds = new Map<DemoCustomer, number>();
  private readonly contractIds = new Map<DemoCustomer, number>();
  private positions = { profiles: 0, leftovers: 0 };

  constructor(
    private readonly call: DemoCaller,
    private readonly clock: DemoClock,
    private readonly language: Language,
  ) {
    this.words = DEMO_COMPANY_WORDS[language];
    this.seriesWords = DEMO_WORDS[language];
  }

  /** The workshop's links and staff: each worker a sub-account bound to its links, signed in. */
  async staff(signIn: (phone: string, password: string) => Promise<Worker & { userId: number }>) {
    await this.call(routes.workshop.saveLinks, { body: { links: [...LINKS], overwrite: true } });
    const signedIn = {} as Workers;
    for (const [key, worker] of Object.entries(WORKERS) as [
      keyof typeof WORKERS,
      (typeof WORKERS)[keyof typeof WORKERS],
    ][]) {
      // nobody signs in as them but the seed: a password of their own, never shown
      const password = `Ws#${randomBytes(9).toString("base64url")}`;
      const made = await this.call(routes.subAccounts.create, {
        body: {
          phone: worker.phone,
          nickname: this.words.workers[key],
          password,
          permanents: {},
          son_account_type: 4,
        },
      });
      await this.call(routes.workshop.bindStaff, {
        params: { userId: made.id },
        body: { links: [...worker.links] },
      });
      signedIn[key] = await signIn(worker.phone, password);
    }
    return signedIn;
  }

  /** The catalogue read, the warehouse set up and stocked with the bars the month cuts. */
  async setup(): Promise<Timed[]> {
    const catalogue = await this.call(routes.series.catalogue);
    for (const [key, model] of Object.entries(demoSeries(this.language))) {
      const found = catalogue.series.find((s) => s.name === model.name);
      if (!found) throw new Error(`demo seed: series ${model.name} not in the catalogue`);
      this.series.set(key, found.id);
    }
    let order = 0;
    const receive = (part: 1 | 2) => () => this.receive(order, part);
    return [
      { when: [30, 2], run: () => this.warehouse() },
      {
        when: [28, 3],
        run: async () => {
          order = await this.orderProfiles();
        },
      },
      { when: [27, 3], run: receive(1) },
      { when: [24, 2], run: receive(2) },
    ];
  }

  private async warehouse() {
    for (const name of ["profiles", "leftovers"] as const) {
      const made = await this.call(routes.warehouse.createPosition, {
        body: { name: this.words.positions[name] },
      });
      this.positions[name] = made.id;
    }
    const profiles = await this.call(routes.warehouse.seriesProfiles);
    for (const stocked of STOCKED_PROFILES) {
      const profile = profiles.items.find((p) => p.code === stocked.code);
      if (!profile) throw new Error(`demo seed: no profile ${stocked.code}`);
      await this.call(routes.warehouse.createMaterial, {
        body: {
          category: "profile",
          code: profile.code,
          name: profile.name,
          colors: profile.colours,
          rawLength: BAR_LENGTH,
          weightGrams: profile.weightGrams,
          costFen: stocked.costFen,
          positionId: this.positions.profiles,
          warnThreshold: 10,
        },
      });
    }
  }

  /** A purchase order of bars for the profile rack; answers its id. */
  private async orderProfiles(): Promise<number> {
    const materials = await this.call(routes.warehouse.materials, { query: { pageSize: 100 } });
    const idOf = (code: string) => {
      const m = materials.items.find((i) => i.code === code);
      if (!m) throw new Error(`demo seed: no material ${code}`);
      return m.id;
    };
    const order = await this.call(routes.warehouse.createPurchaseOrder, {
      body: {
        supplier: this.words.supplier,
        note: this.words.purchaseNote,
        lines: STOCKED_PROFILES.map((p) => ({
          materialId: idOf(p.code),
          color: this.seriesWords.colours[p.colour],
          length: BAR_LENGTH,
          count: p.bars,
          costFen: p.costFen,
        })),
      },
    });
    return order.id;
  }

  /** The order delivered in two parts: the larger half first, the rest later. */
  private async receive(orderId: number, part: 1 | 2) {
    const first = (bars: number) => Math.ceil(bars / 2);
    const lines = STOCKED_PROFILES.map((p, index) => ({
      index,
      count: part === 1 ? first(p.bars) : p.bars - first(p.bars),
    }));
    await this.call(routes.warehouse.receive, {
      params: { id: orderId },
      body: { requestId: `demo-receive-${orderId}-${part}`, lines },
    });
  }

  /** Every customer made in the CRM before its first contract; the prospects followed up. */
  customers(): Timed[] {
    const made: Timed[] = CONTRACTS.map((plan) => ({
      when: [plan.created[0], Math.max(1, plan.created[1] - 1)] as When,
      run: () => this.addCustomer(plan.customer),
    }));
    for (const [customer, prospect] of Object.entries(PROSPECTS) as [
      DemoCustomer,
      (typeof PROSPECTS)["lost"],
    ][]) {
      made.push({ when: prospect.created, run: () => this.addCustomer(customer) });
      for (const [when, content] of prospect.followUps)
        made.push({ when, run: () => this.followUp(customer, content) });
    }
    return made;
  }

  private async addCustomer(customer: DemoCustomer) {
    const words = this.words.customers[customer];
    const made = await this.call(routes.crm.create, {
      body: {
        name: words.name,
        phone: CUSTOMER_PHONES[customer],
        address: words.address,
        source: words.source,
        type: customer === "lost" ? "lost" : "potential",
        note: customer === "lost" || customer === "potential" ? this.words.notes[customer] : "",
      },
    });
    this.customerIds.set(customer, made.id);
  }

  private async followUp(customer: DemoCustomer, content: keyof typeof this.words.followUps) {
    const lost = customer === "lost";
    await this.call(routes.crm.addFollowUp, {
      params: { id: this.idOf(this.customerIds, customer) },
      body: {
        interest: lost ? "not_interested" : "interested",
        track: lost ? "ended" : "tracking",
        content: this.words.followUps[content],
        // the next call is due today: the workbench and the CRM list it
        nextDate: lost ? null : this.dayAfter(this.clock.today(), content === "call" ? 5 : 7),
      },
    });
  }

  private dayAfter(day: string, days: number): string {
    const d = new Date(`${day}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  }

  /** Each contract made with its windows and quote lines, then its steps. */
  contracts(workers: Workers): Timed[] {
    return CONTRACTS.flatMap((plan): Timed[] => [
      { when: plan.created, run: () => this.makeContract(plan) },
      ...plan.steps.map(([when, step]) => ({
        when,
        run: () => this.contractStep(plan.customer, step, workers),
      })),
    ]);
  }

  private async makeContract(plan: ContractPlan) {
    const contract = await this.call(routes.contracts.create, {
      body: { customerId: this.idOf(this.customerIds, plan.customer) },
    });
    this.contractIds.set(plan.customer, contract.id);
    const order = await this.call(routes.orders.create, {
      body: { kind: "intent", contractId: contract.id },
    });
    const geometries = await this.geometriesOf();
    let n = 0;
    for (const window of plan.windows) {
      const kind = WINDOWS[window.kind];
      const seriesId = String(this.idOf(this.series, kind.series));
      const drawn = drawWindow(
        {
          template: kind.template,
          width: kind.width,
          height: kind.height,
          seriesId,
          colour: this.seriesWords.colours[kind.colour],
        },
        geometries,
      );
      n += 1;
      await this.call(routes.orders.addItem, {
        params: { id: order.id },
        body: {
          ...drawn,
          windowNo: `C${n}`,
          count: window.count,
          installPosition: this.words.rooms[window.room],
          origin: "template",
        },
      });
    }
    for (const q of plan.quoteLines ?? [])
      await this.call(routes.quotes.add, {
        params: { id: contract.id },
        body: { name: this.words.quoteLines[q.line], price: q.price, count: q.count },
      });
  }

  /** The geometry of each of the company's series, by id (as the designer fetches them). */
  private async geometriesOf() {
    if (this.geometries) return this.geometries;
    const byId = new Map<string, SeriesGeometry>();
    for (const id of this.series.values()) {
      const loaded = await this.call(routes.series.get, { params: { id } });
      byId.set(String(id), seriesGeometry(loaded.model));
      if (loaded.isDefault) byId.set("default", seriesGeometry(loaded.model));
    }
    this.geometries = byId;
    return byId;
  }

  private async contractStep(customer: DemoCustomer, step: ContractStep, workers: Workers) {
    const id = this.idOf(this.contractIds, customer);
    switch (step.do) {
      case "sign":
        return this.call(routes.contracts.transition, { params: { id }, body: { event: "sign" } });
      case "workshop":
        return this.call(routes.workshop.action, { params: { id }, body: { event: step.event } });
      case "pay": {
        const contract = await this.call(routes.contracts.detail, { params: { id } });
        // a share is paid in whole hundreds of yuan, as people pay a deposit; the balance to the fen
        const hundreds = (fen: number) => Math.round(fen / 10_000) * 10_000;
        const amount = step.share === "balance" ? contract.balance : hundreds(contract.amount * step.share);
        return this.call(routes.collections.record, {
          params: { id },
          body: { amount, method: step.method, note: this.words.payments[step.note] },
        });
      }
      case "cut":
        return this.cut(id);
      case "scan":
        return this.scan(id, step.link, step.units, workers);
      case "pack": {
        const progress = await this.call(routes.workshop.progress, { params: { id } });
        return this.call(routes.workshop.pack, {
          params: { id },
          body: { unitIds: progress.units.map((u) => u.id) },
        });
      }
      case "visit":
        return this.returnVisit(customer);
    }
  }

  /** The contract's bars optimized and the plan confirmed, its offcuts to the leftover rack; then picked. */
  private async cut(id: number) {
    const contract = await this.call(routes.contracts.detail, { params: { id } });
    const orderIds = contract.orders.map((o) => o.id);
    const settings = { barLengths: [BAR_LENGTH], kerf: 4, timeLimitMs: 300 };
    const plan = await this.call(routes.cutting.optimize, { body: { orderIds, settings } });
    await this.call(routes.cutting.confirm, {
      body: { orderIds, settings, plans: plan.groups, position: this.words.positions.leftovers },
    });
    const list = await this.call(routes.warehouse.pickList, { params: { id } });
    const lines = list.items
      .filter((i) => i.materialId !== null && i.inStock >= i.needed - i.picked && i.needed > i.picked)
      .map((i) => ({
        materialId: i.materialId as number,
        color: i.color,
        length: i.length,
        count: i.needed - i.picked,
      }));
    if (lines.length > 0)
      await this.call(routes.warehouse.pick, {
        params: { id },
        body: { requestId: `demo-pick-${id}`, type: 4, lines },
      });
  }

  /** The first `units` units (all when left out) scanned through `link` by the worker bound to it. */
  private async scan(id: number, link: string, units: number | undefined, workers: Workers) {
    const entry = Object.entries(WORKERS).find(([, w]) => (w.links as readonly string[]).includes(link));
    if (!entry) throw new Error(`demo seed: nobody is bound to ${link}`);
    const worker = workers[entry[0] as keyof typeof WORKERS];
    const progress = await this.call(routes.workshop.progress, { params: { id } });
    const chosen = progress.units.slice(0, units ?? progress.units.length);
    for (const [i, unit] of chosen.entries()) {
      await worker.call(routes.workshop.scan, {
        body: { scanId: `demo-${unit.serial}-${link}`, code: unit.code, contractId: id },
      });
      // a few minutes to the next unit on the bench
      this.clock.advance(i === chosen.length - 1 ? 0 : 4);
    }
  }

  /** The return visit the delivery opened: made, the customer satisfied. */
  private async returnVisit(customer: DemoCustomer) {
    const contractId = this.idOf(this.contractIds, customer);
    const visits = await this.call(routes.crm.returnVisits, {
      query: { customer: this.idOf(this.customerIds, customer) },
    });
    const visit = visits.items.find((v) => v.contractId === contractId);
    if (!visit) throw new Error("demo seed: the delivery opened no return visit");
    await this.call(routes.crm.moveReturnVisit, { params: { id: visit.id }, body: { event: "start" } });
    await this.call(routes.crm.moveReturnVisit, {
      params: { id: visit.id },
      body: { event: "finish", satisfaction: "satisfied", feedback: this.words.returnVisit },
    });
  }

  /** The month's spending, on the default receipt account. */
  expenses(): Timed[] {
    return EXPENSES.map((e) => ({
      when: e.when,
      run: async () => {
        const accounts = await this.call(routes.finance.accounts);
        const account = accounts.find((a) => a.isDefault) ?? accounts[0];
        if (!account) throw new Error("demo seed: no receipt account");
        const words = this.words.expenses[e.words];
        await this.call(routes.finance.recordExpenditure, {
          body: {
            amount: e.fen,
            category: e.category,
            payee: words.payee,
            note: words.note,
            accountId: account.id,
            ...("contract" in e && { contractId: this.idOf(this.contractIds, e.contract) }),
          },
        });
      },
    }));
  }

  private idOf<K>(ids: ReadonlyMap<K, number>, key: K): number {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`demo seed: ${String(key)} is not made yet`);
    return id;
  }
}
