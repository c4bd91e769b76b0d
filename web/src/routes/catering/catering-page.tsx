import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { CateringRequestForm } from "@/features/catering/components/catering-request-form";
import { CateringRequestList } from "@/features/catering/components/catering-request-list";
import { useRequestedRestaurant } from "@/lib/use-requested-restaurant";

/** Spec section 2: the signed-in catering request form with "My Requests" beside it. */
export function CateringPage() {
  const restaurant = useRequestedRestaurant();
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Catering</h1>
        <p className="text-muted-foreground">Tell us about your event and we'll put together a quote.</p>
      </header>
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight tracking-tight">Request Catering</h2>
            <CardDescription>
              {restaurant ? `For ${restaurant.name}'s catering team. ` : ""}Fields marked * are required.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <CateringRequestForm restaurantId={restaurant?.id} />
          </CardContent>
        </Card>
        <section aria-labelledby="my-requests-title" className="grid gap-4">
          <h2 id="my-requests-title" className="text-xl font-semibold">
            My Requests
          </h2>
          <CateringRequestList />
        </section>
      </div>
    </div>
  );
}
