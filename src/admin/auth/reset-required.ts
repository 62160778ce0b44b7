// The e-mail (or user name) of a sign-in that answered "reset required"
// (spec §4 "Login outcomes"), kept for the change-password screen. Session
// storage: it lives as long as the tab and never outlasts the browser.
const KEY = 'mojo.admin.resetRequired';

export function rememberResetRequired(emailOrUserName: string): void {
  try {
    sessionStorage.setItem(KEY, emailOrUserName);
  } catch {
    // storage disabled: the user types the name on the change-password screen
  }
}

export function recallResetRequired(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function forgetResetRequired(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
