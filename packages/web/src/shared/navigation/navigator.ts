// Lets code outside React (the API client, the service worker glue) navigate with the router
// once it exists, without importing the router (which imports every page).
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}
