import { PROMISED_CALL_BUSINESS_HOURS, PROMISED_CONTACT_HOURS } from "@tavola/contracts";
import { Clock, ShieldCheck, Sparkles } from "lucide-react";
import { PremiumCateringRequest } from "@/features/premium-catering/components/premium-catering-request";
import { useRequestedRestaurant } from "@/lib/use-requested-restaurant";

const PROMISES = [
  { icon: Clock, text: `Reply within ${PROMISED_CONTACT_HOURS} hours` },
  { icon: Sparkles, text: `Specialist call within ${PROMISED_CALL_BUSINESS_HOURS} business hours` },
  { icon: ShieldCheck, text: "No account needed" },
] as const;

/** Spec section 2: the public premium catering request form (anonymous). */
export function CateringRequestPage() {
  const restaurant = useRequestedRestaurant();
  return (
    <div
      className="mx-auto grid max-w-4xl gap-10 px-4 py-12 sm:px-6 sm:py-16"
      data-testid="page-catering-request"
    >
      <header className="grid gap-4 text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Premium Catering</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Catering for every occasion</h1>
        <p className="mx-auto max-w-2xl text-lg text-muted-foreground">
          From board lunches to weddings: tell us about your event and a Tavola catering specialist will put
          together a menu and a quote for you.
        </p>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          {PROMISES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 text-primary" />
              {text}
            </li>
          ))}
        </ul>
        {restaurant ? (
          <p className="text-sm font-medium" data-testid="text-catering-restaurant">
            Your request goes to {restaurant.name}'s catering team.
          </p>
        ) : null}
      </header>
      <PremiumCateringRequest restaurantId={restaurant?.id} />
    </div>
  );
}
