// What other features use of account: they import it from here, never from its files.

export { accountFeatureApi } from "./account-api.ts";
export { ACCOUNT_CONSOLE_TABS } from "./console/console-tabs.ts";
export { ImagePicker } from "./ImagePicker.tsx";
export { useAccountT } from "./i18n.ts";
export { ProfileForm } from "./ProfileForm.tsx";
