import { BarChart3, CreditCard, Gift, MessageSquareHeart, QrCode, Truck } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The spec's marketing claims (section 1), as six enterprise feature cards. */
const FEATURES = [
  {
    icon: Truck,
    title: "White-Glove Delivery",
    text: "Elite couriers, real-time tracking and careful handling for every order.",
  },
  {
    icon: QrCode,
    title: "Dine-In Check-In",
    text: "Guests check in at their table by QR code or table number — no waiting for a server.",
  },
  {
    icon: BarChart3,
    title: "AI-Driven Analytics",
    text: "Forecasts, recommendations and executive dashboards built on your own data.",
  },
  {
    icon: Gift,
    title: "Loyalty Programme",
    text: "Bronze to Platinum tiers, points on every order and rewards guests actually want.",
  },
  {
    icon: MessageSquareHeart,
    title: "Feedback with Sentiment Analysis",
    text: "Every review is read by AI, so you see what delights guests and what needs attention.",
  },
  {
    icon: CreditCard,
    title: "Dual Payment Routing",
    text: "Payments are routed by geolocation between a card provider and a regional one.",
  },
] as const;

export function LandingFeatures() {
  return (
    <section id="features" aria-labelledby="features-title" className="mx-auto max-w-7xl scroll-mt-32 px-4 py-16 sm:px-6">
      <div className="mb-10 grid gap-3 text-center">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight">
          Enterprise Features
        </h2>
        <p className="mx-auto max-w-2xl text-muted-foreground">
          Everything a modern hospitality business needs, from the first order to the boardroom.
        </p>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full transition-colors hover:border-primary/50" data-testid="card-feature">
              <CardHeader>
                <Icon aria-hidden="true" className="mb-2 size-7 text-primary" />
                <CardTitle>{title}</CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
