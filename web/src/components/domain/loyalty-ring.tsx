import { LOYALTY_RING_SIZE, LOYALTY_RING_STROKE } from "@tavola/contracts";
import { useId } from "react";
import type { TierStyle } from "./tier-style";

type LoyaltyRingProps = { progress: number; tier: TierStyle; valueText: string };

/**
 * Spec section 2: a progress ring of size 120 and stroke 8, in the tier's gradient with its icon in the
 * middle. It is a progressbar for assistive technology; the SVG itself is decorative.
 */
export function LoyaltyRing({ progress, tier, valueText }: LoyaltyRingProps) {
  const gradientId = useId();
  const size = LOYALTY_RING_SIZE;
  const stroke = LOYALTY_RING_STROKE;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const offset = circumference * (1 - progress / 100);
  const Icon = tier.icon;

  return (
    <div
      role="progressbar"
      aria-label={`${tier.label} tier progress to the next tier`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      aria-valuetext={valueText}
      className="relative shrink-0"
      style={{ width: size, height: size }}
      data-testid="loyalty-ring"
      data-tier={tier.label.toLowerCase()}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" className="-rotate-90">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor={tier.colors[0]} />
            <stop offset="100%" stopColor={tier.colors[1]} />
          </linearGradient>
        </defs>
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={stroke} className="stroke-muted" />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={`url(#${gradientId})`}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={offset}
          className="motion-safe:transition-[stroke-dashoffset] motion-safe:duration-700"
        />
      </svg>
      <div className="absolute inset-0 flex items-center justify-center">
        <span
          className="flex size-14 items-center justify-center rounded-full text-white shadow-sm"
          style={{ backgroundImage: `linear-gradient(135deg, ${tier.colors[0]}, ${tier.colors[1]})` }}
          data-testid="icon-tier"
        >
          <Icon aria-hidden="true" className="size-7 drop-shadow" />
        </span>
      </div>
    </div>
  );
}
