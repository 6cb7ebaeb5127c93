// A page's title is its one heading, read as such by a screen reader.
import { describe, expect, it } from "vitest";
import { render } from "../test/render.tsx";
import { PageTitle } from "./PageTitle.tsx";

describe("PageTitle", () => {
  it("is the page's heading with its text", async () => {
    const shown = await render(<PageTitle>Invite friends</PageTitle>);
    const headings = shown.container.querySelectorAll("h4");
    expect([...headings].map((h) => h.textContent)).toEqual(["Invite friends"]);
    shown.unmount();
  });
});
