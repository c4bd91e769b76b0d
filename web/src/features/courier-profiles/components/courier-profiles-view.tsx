import { COURIER_BIO_MAX } from "@tavola/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { fieldError, parseApiError } from "@/lib/api-error";
import { courierProfilesQueryOptions, myCourierProfileQueryOptions, useUpdateMyProfile } from "../api/courier-profiles-api";
import { ProfileCard } from "./profile-card";

/** Executives and restaurants: every approved courier, as cards. */
export function CourierProfilesList() {
  const { data, isPending, isError } = useQuery(courierProfilesQueryOptions);
  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (isError) return <p role="alert">We couldn't load the couriers. Check your connection and try again.</p>;
  if (data.length === 0) return <p className="text-muted-foreground">No approved couriers yet.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Couriers">
      {data.map((p) => (
        <li key={p.userId}>
          <ProfileCard profile={p} />
        </li>
      ))}
    </ul>
  );
}

/** The courier: their own profile as others see it, with the bio to edit. */
export function MyCourierProfile() {
  const { data, isPending, isError } = useQuery(myCourierProfileQueryOptions);
  const update = useUpdateMyProfile();
  const [bio, setBio] = useState<string | null>(null);
  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (isError) return <p role="alert">We couldn't load your profile. Check your connection and try again.</p>;
  const value = bio ?? data.bio;
  const error = update.error ? parseApiError(update.error) : null;
  const message = error ? (fieldError(error, "bio") ?? error.message) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(value, { onSuccess: () => setBio(null) });
  };
  return (
    <ProfileCard profile={data}>
      <form onSubmit={submit} noValidate className="grid gap-2 border-t pt-3">
        <label htmlFor="courier-bio" className="text-sm font-medium">
          About you <span className="font-normal text-muted-foreground">({value.length}/{COURIER_BIO_MAX})</span>
        </label>
        <Textarea
          id="courier-bio"
          data-testid="input-courier-bio"
          maxLength={COURIER_BIO_MAX}
          value={value}
          onChange={(e) => setBio(e.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? "courier-bio-error" : undefined}
        />
        {message && (
          <p id="courier-bio-error" role="alert" className="text-sm text-destructive">
            {message}
          </p>
        )}
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={update.isPending || bio === null} data-testid="button-save-bio">
            Save profile
          </Button>
          {update.isSuccess && bio === null && (
            <p role="status" className="text-sm text-muted-foreground">
              Saved.
            </p>
          )}
        </div>
      </form>
    </ProfileCard>
  );
}
