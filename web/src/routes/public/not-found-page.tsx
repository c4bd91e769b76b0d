import { ArrowLeft, Home } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

/** Spec section 2: any unknown path. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-6 px-4 py-24 text-center" data-testid="page-not-found">
      <p className="text-7xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <div className="grid gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">Page Not Found</h1>
        <p className="text-muted-foreground">The page you're looking for doesn't exist or has been moved.</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild data-testid="button-go-home">
          <Link href="/">
            <Home aria-hidden="true" />
            Go Home
          </Link>
        </Button>
        <Button variant="outline" onClick={() => window.history.back()} data-testid="button-go-back">
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
      </div>
    </section>
  );
}
