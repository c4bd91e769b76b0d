import { type Restaurant, TABLE_CODE_LENGTH } from "@tavola/contracts";
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
import { demoTableQueryOptions } from "../../api/guest-api";

type ManualEntryFormProps = {
  /** `?restaurant=` from the link, if any. */
  preselectedRestaurantId: string | null;
  onCheckIn: (input: { restaurantId: string; tableNumber: string; tableCode?: string }) => void;
  pending: boolean;
  error: ApiError | null;
};

/**
 * Spec "Manual Entry": the table number, with Check In disabled while the trimmed value is empty — and the
 * table card's short code beside it. With the code the guest joins at once; without it, someone at the
 * table (or the staff) lets them in, so the number alone never opens a stranger's bill.
 */
export function ManualEntryForm({ preselectedRestaurantId, onCheckIn, pending, error }: ManualEntryFormProps) {
  const restaurants = useQuery(restaurantsQueryOptions);
  const demo = useQuery(demoTableQueryOptions);
  const [chosen, setChosen] = useState<string | null>(null);
  const [tableNumber, setTableNumber] = useState("");
  const [tableCode, setTableCode] = useState("");

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
    const code = tableCode.trim();
    onCheckIn({ restaurantId, tableNumber: trimmed, ...(code ? { tableCode: code } : {}) });
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
      <FormField
        label="Table code"
        error={fieldError(error, "tableCode")}
        description={`The ${TABLE_CODE_LENGTH} characters beside the number on your table card. No code? Someone at your table, or your server, lets you in.`}
      >
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. K7MX"
          maxLength={9}
          className="font-mono uppercase tracking-widest placeholder:font-sans placeholder:normal-case placeholder:tracking-normal"
          value={tableCode}
          onChange={(e) => setTableCode(e.target.value)}
          data-testid="input-table-code"
        />
      </FormField>
      {demo.data ? (
        <p className="text-sm text-muted-foreground" data-testid="text-demo-table-code">
          Demo: {demo.data.restaurantName}, table {demo.data.tableNumber}, code <span className="font-mono font-semibold text-foreground">{demo.data.shortCode}</span>
        </p>
      ) : null}
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
