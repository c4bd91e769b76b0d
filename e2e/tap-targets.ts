import type { Page } from "@playwright/test";

/** The smallest primary tap target the product allows (issue 16; WCAG 2.5.5 AAA, Apple's and Material's guidance). */
export const MIN_TAP_PX = 44;

export type SmallTarget = { name: string; width: number; height: number };

/**
 * Every visible interactive control of the page whose hit area is smaller than 44 × 44 px, with a short accessible
 * name. The hit area is the control's box, grown by an absolutely placed ::before/::after (an invisible hit-area
 * extension); a checkbox, radio or switch also counts the <label> that toggles it, and an input hidden behind a
 * drawn control (sr-only, 1 px) is its label. Links inside running text (inline in a block that has other text) are
 * exempt, as WCAG 2.5.8's inline exception says; so are controls that take no pointer events or are aria-hidden.
 */
export async function smallTapTargets(page: Page, min = MIN_TAP_PX): Promise<SmallTarget[]> {
  // Measure the settled layout: a dialog opening scales in from 95 %, and a control measured mid-animation reads
  // 43 px (seen under CI load). Finite animations only: a spinner's never ends.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
  );
  return page.evaluate((minPx) => {
    const SELECTOR = [
      "button",
      "a[href]",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "[role=button]",
      "[role=tab]",
      "[role=checkbox]",
      "[role=radio]",
      "[role=switch]",
      "[role=menuitem]",
      "[role=option]",
    ].join(",");
    const TOGGLES = new Set(["checkbox", "radio", "switch"]);
    type Box = { width: number; height: number };
    const px = (v: string) => (v.endsWith("px") ? Number.parseFloat(v) : Number.NaN);

    /**
     * The box of an absolutely placed ::before/::after (a hit-area extension such as `after:-inset-3`, or a card's
     * stretched link `after:inset-0`): its used width and height, whatever its containing block.
     */
    function pseudoBox(el: Element, which: "::before" | "::after"): Box | null {
      const s = getComputedStyle(el, which);
      if (s.content === "none" || s.content === "normal" || s.display === "none") return null;
      if (s.position !== "absolute" && s.position !== "fixed") return null;
      const box = { width: px(s.width), height: px(s.height) };
      return Number.isFinite(box.width) && Number.isFinite(box.height) ? box : null;
    }

    function labelsOf(el: Element): HTMLElement[] {
      const own = (el as HTMLInputElement).labels;
      if (own) return Array.from(own);
      const id = el.getAttribute("id");
      const forId = id ? Array.from(document.querySelectorAll<HTMLElement>(`label[for="${CSS.escape(id)}"]`)) : [];
      const wrapping = el.closest("label");
      return wrapping ? [...forId, wrapping] : forId;
    }

    function nameOf(el: Element): string {
      const labelledBy = el.getAttribute("aria-labelledby");
      const byIds = labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ")
        : "";
      const name =
        el.getAttribute("aria-label") ||
        byIds ||
        labelsOf(el)
          .map((l) => l.textContent ?? "")
          .join(" ") ||
        (el as HTMLElement).innerText ||
        el.getAttribute("title") ||
        el.getAttribute("placeholder") ||
        el.getAttribute("value") ||
        "";
      const text = name.replace(/\s+/g, " ").trim().slice(0, 60);
      const testId = el.getAttribute("data-testid");
      return `${el.tagName.toLowerCase()}${el.getAttribute("role") ? `[role=${el.getAttribute("role")}]` : ""} "${text}"${testId ? ` #${testId}` : ""}`;
    }

    /** A link that is a word or phrase of a sentence: inline, in a block with text of its own around it. */
    function isInlineTextLink(el: Element) {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      const own = (el.textContent ?? "").trim().length;
      return !!block && (block.textContent ?? "").replace(/\s+/g, " ").trim().length > own + 1;
    }

    const small: { name: string; width: number; height: number }[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(SELECTOR))) {
      if (el.closest("[aria-hidden=true], [inert]")) continue;
      if (!el.checkVisibility({ visibilityProperty: true, checkVisibilityCSS: true })) continue;
      if (getComputedStyle(el).pointerEvents === "none") continue;
      if (isInlineTextLink(el)) continue;
      const rect = el.getBoundingClientRect();
      const toggle = TOGGLES.has(el.getAttribute("role") ?? "") || (el instanceof HTMLInputElement && TOGGLES.has(el.type));
      const hidden = rect.width <= 1 || rect.height <= 1;
      const labels = toggle || hidden ? labelsOf(el) : [];
      // A visually hidden control that no label stands in for is not something a finger can aim at (skip links).
      if (hidden && labels.length === 0) continue;
      const boxes: Box[] = hidden ? [] : [rect, pseudoBox(el, "::before"), pseudoBox(el, "::after")].filter((b): b is Box => b !== null);
      for (const label of labels) boxes.push(label.getBoundingClientRect());
      // One of the boxes must be big enough both ways; the one nearest to it is reported. Half a pixel of
      // rounding (a 43.5 px box from fractional line heights) is not a finger's worth.
      const fits = (b: Box) => Math.min(b.width, b.height) + 0.5;
      const best = boxes.reduce<Box>((a, b) => (fits(b) > fits(a) ? b : a), { width: 0, height: 0 });
      if (fits(best) < minPx) {
        small.push({ name: nameOf(el), width: Math.round(best.width), height: Math.round(best.height) });
      }
    }
    return small;
  }, min);
}
