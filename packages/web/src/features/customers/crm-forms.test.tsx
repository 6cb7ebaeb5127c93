import { afterEach, describe, expect, it, vi } from "vitest";
import { click, fieldErrors, type Rendered, render, signIn, typeInto } from "../../shared/test/render.tsx";

// The CRM dialogs as a salesperson uses them: a customer and a follow-up, what is refused before
// sending, what is sent, and the dialog closing once saved.

const api = {
  create: vi.fn(),
  update: vi.fn(),
  detail: vi.fn(),
  addFollowUp: vi.fn(),
};
vi.mock("./customers-api.ts", () => ({ customersApi: api }));
// What the dialogs read: the follow-up's trackers, and the salespeople a main account hands to.
vi.mock("../../shared/api/client.ts", async () => {
  const { routes } = await import("@fenestra/api");
  const read = async (route: unknown) =>
    route === routes.crm.trackers
      ? [{ id: 5, nickname: "Li" }]
      : { items: [{ id: 8, nickname: "Wang" }], total: 1 };
  return { api: { call: vi.fn(read) } };
});
const { CustomerFormModal } = await import("./CustomerFormModal.tsx");
const { FollowUpModal } = await import("./FollowUpModal.tsx");

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  document.body.innerHTML = "";
  vi.clearAllMocks();
});

const inDialog = <T extends HTMLElement>(id: string) =>
  document.querySelector<T>(`.ant-modal [data-testid="${id}"]`) as T;
const labels = () => [...document.querySelectorAll(".ant-modal label")].map((l) => l.textContent);

describe("customer dialog", { timeout: 30_000 }, () => {
  async function open(fid: number) {
    signIn({ id: 5, fid, nickname: "Li" });
    const saved = vi.fn();
    const closed = vi.fn();
    view = await render(<CustomerFormModal open onClose={closed} onSaved={saved} />);
    return { saved, closed };
  }

  it("refuses a blank name and a phone that is no phone, and sends nothing", async () => {
    const { closed } = await open(5);
    await typeInto(inDialog("customer-name"), "   ");
    await typeInto(inDialog("customer-phone"), "12");
    await click(inDialog("customer-save"));
    expect(fieldErrors()).toEqual([
      "Please enter the customer name",
      "A phone number has 5 to 20 digits; it may also contain spaces, hyphens, parentheses and a leading +",
    ]);
    expect(api.create).not.toHaveBeenCalled();
    expect(closed).not.toHaveBeenCalled();
  });

  it("sends a new potential customer, then closes with the saved one", async () => {
    const { saved, closed } = await open(5);
    api.create.mockResolvedValue({ id: 41, name: "Zhang San" });
    await typeInto(inDialog("customer-name"), "Zhang San");
    await typeInto(inDialog("customer-phone"), "13900000001");
    await click(inDialog("customer-save"));
    expect(api.create).toHaveBeenCalledWith(
      expect.objectContaining({ name: "Zhang San", phone: "13900000001", type: "potential" }),
    );
    expect(saved).toHaveBeenCalledWith({ id: 41, name: "Zhang San" });
    expect(closed).toHaveBeenCalled();
  });

  it("lets a main account choose the salesperson; a sub-account does not see the choice", async () => {
    await open(0);
    expect(labels()).toContain("Salesperson");
    view?.unmount();
    document.body.innerHTML = "";
    await open(5);
    expect(labels()).not.toContain("Salesperson");
  });
});

describe("follow-up dialog", { timeout: 30_000 }, () => {
  const customer = { id: 41, name: "Zhang San", track: "not_tracked" } as never;

  it("asks what was discussed before sending", async () => {
    signIn({ id: 5, fid: 5, nickname: "Li" });
    view = await render(<FollowUpModal customer={customer} open onClose={vi.fn()} onSaved={vi.fn()} />);
    await typeInto(inDialog("follow-up-content"), "  ");
    await click(inDialog("follow-up-save"));
    expect(fieldErrors()).toEqual(["Please enter what was discussed"]);
    expect(api.addFollowUp).not.toHaveBeenCalled();
  });

  it("sends the follow-up as tracking by the signed-in user, once, and closes", async () => {
    signIn({ id: 5, fid: 5, nickname: "Li" });
    const saved = vi.fn();
    const closed = vi.fn();
    api.addFollowUp.mockResolvedValue({});
    view = await render(<FollowUpModal customer={customer} open onClose={closed} onSaved={saved} />);
    await typeInto(inDialog("follow-up-content"), "Wants a quote for 6 windows");
    await click(inDialog("follow-up-save"));
    expect(api.addFollowUp).toHaveBeenCalledTimes(1);
    const [id, body, key] = api.addFollowUp.mock.calls[0] as unknown as [
      number,
      Record<string, unknown>,
      string,
    ];
    expect(id).toBe(41);
    expect(body).toMatchObject({
      content: "Wants a quote for 6 windows",
      interest: "interested",
      track: "tracking",
      trackerId: 5,
      nextDate: null,
    });
    expect(typeof key).toBe("string");
    expect(saved).toHaveBeenCalled();
    expect(closed).toHaveBeenCalled();
  });
});
