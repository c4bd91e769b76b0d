/** Keep THEME_STORAGE_KEY and DEFAULT_THEME in step with the no-flash script in web/index.html. */
export const THEME_STORAGE_KEY = "tavola-ui-theme";
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, "system">;
/** Spec section 2: the app defaults to dark. */
export const DEFAULT_THEME: Theme = "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    // Storage can throw (privacy mode, disabled cookies); the default is still a usable theme.
    return DEFAULT_THEME;
  }
}

/** Whether the choice was stored; when not, the provider keeps it for this visit. */
export function writeStoredTheme(theme: Theme): boolean {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    return true;
  } catch {
    // Not persisted, but the theme still applies for this visit.
    return false;
  }
}

export function getSystemDarkQuery(): MediaQueryList {
  return window.matchMedia(DARK_QUERY);
}

export function resolveTheme(theme: Theme): ResolvedTheme {
  if (theme !== "system") return theme;
  return getSystemDarkQuery().matches ? "dark" : "light";
}

export function applyTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}
