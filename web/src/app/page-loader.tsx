import { Spinner } from "@/components/ui/spinner";

/** Shown while a lazy screen's code loads (spec section 2: a loading spinner shows while pages load). */
export function PageLoader() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" data-testid="page-loader">
      <Spinner className="size-8" label="Loading page" />
    </div>
  );
}
