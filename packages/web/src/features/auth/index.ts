// What other features use of auth: they import it from here, never from its files.
export { SmsCodeField } from "./components/SmsCodeField.tsx";
