/**
 * Navigation for code outside React (the API client, the socket): the router registers itself here.
 */
export interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Current route as path and query, e.g. `/wel/index?clientId=portal`. */
  current: () => string;
}

let navigator: Navigator | null = null;

export function setNavigator(value: Navigator) {
  navigator = value;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  navigator?.navigate(to, options);
}

export function currentRoute(): string {
  return navigator?.current() ?? '/';
}
