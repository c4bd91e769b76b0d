import type { Restaurant } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { Loader2, LogIn } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ErrorState } from "@/components/domain/state-panels";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { type ApiError, fieldError, parseApiError } from "@/lib/api-error";
import { restaurantsQueryOptions } from "@/lib/restaurant-queries";

type ManualEntryFormProps = {
  /** `?restaurant=` from the link, if any. */
  preselectedRestaurantId: string | null;
  onCheckIn: (input: { restaurantId: string; tableNumber: string }) => void;
  pending: boolean;
  error: ApiError | null;
};

/** Spec "Manual Entry": the table number, with Check In disabled while the trimmed value is empty. */
export function ManualEntryForm({ preselectedRestaurantId, onCheckIn, pending, error }: ManualEntryFormProps) {
  const restaurants = useQuery(restaurantsQueryOptions);
  const [chosen, setChosen] = useState<string | null>(null);
  const [tableNumber, setTableNumber] = useState("");

  if (restaurants.isPending) return <Skeleton className="h-40 w-full" />;
  if (restaurants.isError) {
    return (
      <ErrorState
        title="We couldn't load the restaurants"
        message={parseApiError(restaurants.error).message}
        onRetry={() => void restaurants.refetch()}
        testId="error-restaurants"
      />
    );
  }

  const restaurantId = chosen ?? pickRestaurant(restaurants.data, preselectedRestaurantId);
  const trimmed = tableNumber.trim();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed || !restaurantId || pending) return;
    onCheckIn({ restaurantId, tableNumber: trimmed });
  };

  return (
    <form className="grid max-w-md gap-4" onSubmit={submit} noValidate data-testid="form-manual-entry">
      <FormField label="Restaurant" error={fieldError(error, "restaurantId")} required>
        <Select value={restaurantId} onChange={(e) => setChosen(e.target.value)} data-testid="select-restaurant">
          {restaurants.data.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Table number" error={fieldError(error, "tableNumber")} description="It is printed on the card on your table." required>
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 4"
          maxLength={4}
          value={tableNumber}
          onChange={(e) => setTableNumber(e.target.value)}
          data-testid="input-table-number"
        />
      </FormField>
      <Button type="submit" size="lg" disabled={!trimmed || pending} data-testid="button-check-in">
        {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <LogIn aria-hidden="true" />}
        Check In
      </Button>
    </form>
  );
}

function pickRestaurant(list: readonly Restaurant[], preselected: string | null): string {
  return list.find((r) => r.id === preselected || r.slug === preselected)?.id ?? list[0]?.id ?? "";
}
