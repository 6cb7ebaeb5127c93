import { describe, expect, it } from "vitest";
import { fenestraJson } from "./test-cli.ts";

const fenestra = fenestraJson;

describe("fenestra formula", () => {
  it("prints the value of an expression over the given variables", async () => {
    const r = await fenestra("formula", "(W - 2*60) / 2 + 8", "--vars", '{"W":1500}');
    expect(r).toEqual({ code: 0, out: { value: 698 } });
  });

  it("prints a coded error with its position and translated message, exit code 2", async () => {
    const r = await fenestra("formula", "W + GAP", "--vars", '{"W":1500}', "--lang", "ru-RU");
    expect(r.code).toBe(2);
    expect(r.out).toEqual({
      error: { code: "err_12", position: 4, message: "Неизвестное ключевое слово в выражении" },
    });
  });

  it("takes an expression that starts with a minus, before or after the options", async () => {
    expect(await fenestra("formula", "-W + 5", "--vars", '{"W":1500}')).toEqual({
      code: 0,
      out: { value: -1495 },
    });
    expect(await fenestra("formula", '--vars={"W":10}', "--", "--W")).toEqual({
      code: 0,
      out: { value: 10 },
    });
  });

  it("reads the typographic minus and full-width symbols", async () => {
    const r = await fenestra("formula", "（W − 120）／２", "--vars", '{"W":1500}');
    expect(r).toEqual({ code: 0, out: { value: 690 } });
  });

  it("prints text that reads like an error code as text, not as an error", async () => {
    expect(await fenestra("formula", "concat('err_', 1)")).toEqual({ code: 0, out: { value: "err_1" } });
  });

  it("defaults to English messages", async () => {
    const r = await fenestra("formula", "max(1,");
    expect(r).toMatchObject({
      code: 2,
      out: { error: { code: "err_17", message: expect.stringMatching(/parenthes/) } },
    });
  });
});
