/** Which welcome the first company brings: the plain welcome or the launch of a product's Smart plan. */
export type Welcome = { kind: 'welcome' } | { kind: 'smart-launch'; product: string };

const SMART_LAUNCH_FLAG = /^show([A-Z][A-Za-z0-9]*)SmartLaunch$/;

/**
 * The welcome flags of the identity, in the order they come: the first one set to true wins.
 * Without any, the plain welcome shows, unless it was already shown on this device.
 */
export function welcomeFor(featureFlags: Record<string, boolean>, alreadyShown: boolean): Welcome | null {
  if (alreadyShown) return null;
  for (const [flag, on] of Object.entries(featureFlags)) {
    if (on !== true) continue;
    if (flag === 'showWelcome') return { kind: 'welcome' };
    const smart = SMART_LAUNCH_FLAG.exec(flag);
    if (smart?.[1])
      return { kind: 'smart-launch', product: smart[1].charAt(0).toLowerCase() + smart[1].slice(1) };
  }
  return { kind: 'welcome' };
}

const storageKey = (userId: string) => `companies.welcome-shown.${userId}`;

export function welcomeWasShown(userId: string): boolean {
  try {
    return window.localStorage.getItem(storageKey(userId)) !== null;
  } catch {
    return false;
  }
}

export function rememberWelcomeShown(userId: string): void {
  try {
    window.localStorage.setItem(storageKey(userId), new Date().toISOString());
  } catch {
    // Storage disabled: the welcome may show again on another first company, which is harmless.
  }
}
