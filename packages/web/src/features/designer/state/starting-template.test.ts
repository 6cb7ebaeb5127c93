import { describe, expect, it } from "vitest";
import { findStartingTemplate } from "./starting-template.ts";

const templates = [
  { id: "builtin:casement-2", type: "casement" },
  { id: "builtin:3", type: "sliding" },
  { id: "user:3", type: "casement" },
];

describe("the template a drawing page starts from", () => {
  it("by its full id or a built-in's short id (/draw?template=)", () => {
    expect(findStartingTemplate(templates, "user:3")?.id).toBe("user:3");
    expect(findStartingTemplate(templates, "casement-2")?.id).toBe("builtin:casement-2");
  });

  it("by catalogue and id (/windoortype/{catelog_id}/{id})", () => {
    expect(findStartingTemplate(templates, "3", "user")?.id).toBe("user:3");
    expect(findStartingTemplate(templates, "3", "builtin")?.id).toBe("builtin:3");
    expect(findStartingTemplate(templates, "3", "casement")?.id).toBe("user:3");
    expect(findStartingTemplate(templates, "casement-2", "casement")?.id).toBe("builtin:casement-2");
  });

  it("nothing when the id names no template", () => {
    expect(findStartingTemplate(templates, "99", "user")).toBeUndefined();
    expect(findStartingTemplate(templates, "user:99")).toBeUndefined();
  });
});
