// A button that opens another page of the app: clicked, the app is on that page.
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { byTestId, click, render } from "../test/render.tsx";
import { LinkButton } from "./LinkButton.tsx";

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe("LinkButton", () => {
  it("shows its label on a button and opens its page when clicked", async () => {
    const shown = await render(
      <>
        <LinkButton to="/purchase/renew" type="primary" testId="go-renew">
          Renew
        </LinkButton>
        <Where />
      </>,
      "/purchase",
    );
    const button = byTestId(shown.container, "go-renew");
    expect(button?.tagName).toBe("BUTTON");
    expect(button?.textContent).toBe("Renew");
    await click(button);
    expect(byTestId(shown.container, "where")?.textContent).toBe("/purchase/renew");
    shown.unmount();
  });
});
