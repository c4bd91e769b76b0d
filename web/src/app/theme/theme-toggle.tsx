import { Monitor, Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTheme } from "./theme-provider";
import type { Theme } from "./theme-storage";

const NEXT_THEME: Record<Theme, Theme> = { dark: "light", light: "system", system: "dark" };
const THEME_LABEL: Record<Theme, string> = { dark: "Dark theme", light: "Light theme", system: "System theme" };

/**
 * One button that cycles dark → light → system. The accessible name states the current choice and the
 * next one; the native title gives sighted mouse users the same hint without shipping tooltip code
 * in the first-load bundle.
 */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const Icon = theme === "dark" ? Moon : theme === "light" ? Sun : Monitor;
  const label = `${THEME_LABEL[theme]} (switch to ${THEME_LABEL[NEXT_THEME[theme]].toLowerCase()})`;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={() => setTheme(NEXT_THEME[theme])}
      data-testid="button-theme-toggle"
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
