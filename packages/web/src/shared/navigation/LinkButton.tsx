import { Button, type ButtonProps } from "antd";
import { Link } from "react-router";

/** A button that opens a page of the app (`to`); the rest are the button's own props. */
export function LinkButton({ to, testId, ...button }: ButtonProps & { to: string; testId?: string }) {
  return (
    <Link to={to}>
      <Button {...button} data-testid={testId} />
    </Link>
  );
}
