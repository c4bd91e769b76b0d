import type { ReactNode } from "react";

/**
 * Simplified brand glyphs (lucide no longer ships brand icons). Drawn on a 24×24 grid with
 * currentColor so they take the footer's muted text colour.
 */
const GLYPHS: ReadonlyArray<{ name: string; glyph: ReactNode }> = [
  {
    name: "Facebook",
    glyph: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z" fill="currentColor" />,
  },
  {
    name: "Instagram",
    glyph: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
      </g>
    ),
  },
  {
    name: "X",
    glyph: <path d="M4 4h4.5l11.5 16h-4.5L4 4Zm15.5 0-6.2 7M4.5 20l6.2-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />,
  },
  {
    name: "LinkedIn",
    glyph: (
      <g fill="currentColor">
        <rect x="3" y="9" width="4" height="12" rx="0.5" />
        <circle cx="5" cy="5" r="2" />
        <path d="M10 9h3.8v1.7A4.2 4.2 0 0 1 17.5 9C20 9 21 10.7 21 13.5V21h-4v-6.6c0-1.4-.6-2.2-1.8-2.2S13.9 13 13.9 14.4V21H10V9Z" />
      </g>
    ),
  },
];

/**
 * Spec section 2: greyed, non-clickable social icons. They are images marked aria-disabled — not links,
 * not focusable — so keyboard users never land on something that does nothing.
 */
export function SocialIcons() {
  return (
    <ul className="flex items-center gap-3" aria-label="Social media (coming soon)">
      {GLYPHS.map(({ name, glyph }) => (
        <li key={name}>
          <span
            role="img"
            aria-label={`${name} (not available yet)`}
            aria-disabled="true"
            title={`${name} — coming soon`}
            data-testid={`icon-social-${name.toLowerCase()}`}
            className="flex size-9 cursor-not-allowed items-center justify-center rounded-full border text-muted-foreground opacity-60"
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
              {glyph}
            </svg>
          </span>
        </li>
      ))}
    </ul>
  );
}
