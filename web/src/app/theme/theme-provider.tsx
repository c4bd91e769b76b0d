import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useHydrated } from "@/lib/use-hydrated";
import {
  applyTheme,
  DEFAULT_THEME,
  getSystemDarkQuery,
  type ResolvedTheme,
  readStoredTheme,
  resolveTheme,
  type Theme,
  THEME_STORAGE_KEY,
  writeStoredTheme,
} from "./theme-storage";

type ThemeContextValue = {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * The chosen theme is an external store (localStorage), read through useSyncExternalStore so a prerendered page
 * (always the default theme) hydrates with the default and then switches to the stored choice, instead of
 * hydrating markup that disagrees with it. When storage refuses the write, the choice still lasts for the visit.
 */
const listeners = new Set<() => void>();
let unsaved: Theme | null = null;
/** A choice made in another tab of the app arrives as a `storage` event: every open tab follows it at once. */
const onStorage = (event: StorageEvent) => {
  if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
  unsaved = null;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
};
const readTheme = () => unsaved ?? readStoredTheme();
const serverTheme = () => DEFAULT_THEME;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, readTheme, serverTheme);
  const hydrated = useHydrated();
  const [resolvedTheme, setResolvedTheme] = useState<ResolvedTheme>(() => resolveTheme(theme));

  useEffect(() => {
    // While hydrating, `theme` is the default, not the choice: <html> already carries the right class (the
    // no-flash script of index.html), so leave it alone until the stored choice renders.
    if (!hydrated) return;
    const apply = () => {
      const resolved = resolveTheme(theme);
      setResolvedTheme(resolved);
      applyTheme(resolved);
    };
    apply();
    // "system" follows the OS live, so a user switching their OS to dark mode sees it without a reload.
    if (theme !== "system") return;
    const query = getSystemDarkQuery();
    query.addEventListener("change", apply);
    return () => query.removeEventListener("change", apply);
  }, [theme, hydrated]);

  const setTheme = useCallback((next: Theme) => {
    unsaved = writeStoredTheme(next) ? null : next;
    listeners.forEach((listener) => listener());
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside <ThemeProvider>");
  return value;
}
