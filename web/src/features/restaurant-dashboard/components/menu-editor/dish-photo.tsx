import type { ManagedMenuItem, MenuCategory } from "@tavola/contracts";
import { ImagePlus, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { DishPicture } from "@/components/domain/dish-picture";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { parseApiError } from "@/lib/api-error";
import { cn } from "@/lib/utils";
import { useRemoveDishPhoto, useUploadDishPhoto } from "../../api/menu-admin";

/** The browser's own check before sending; the server checks the bytes again (type, size) and answers in words. */
const ACCEPT = "image/jpeg,image/png,image/webp";
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * A dish's photo on the Menu tab: its thumbnail (the drawing of its kind until one is uploaded), a file picker
 * labelled by the dish ("Add photo" / "Change photo"), Remove, and the server's message when a file is refused.
 */
export function DishPhoto({ restaurantId, dish, course }: { restaurantId: string; dish: ManagedMenuItem; course: MenuCategory }) {
  const upload = useUploadDishPhoto(restaurantId);
  const remove = useRemoveDishPhoto(restaurantId);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  function choose(file: File | undefined) {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (file.size > MAX_BYTES) return setError("The photo must be at most 8 MB");
    setError(null);
    upload.mutate(
      { itemId: dish.id, file },
      {
        onSuccess: () => toast({ title: `Photo of ${dish.name} saved` }),
        onError: (e) => {
          const parsed = parseApiError(e);
          setError(parsed.fieldErrors.file?.[0] ?? parsed.message);
        },
      },
    );
  }

  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto" data-testid={`dish-photo-${dish.id}`}>
      <DishPicture dish={{ ...dish, category: course }} width={64} height={48} sizes="64px" className="h-12 w-16 shrink-0 rounded-md" />
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        disabled={busy}
        onChange={(e) => choose(e.target.files?.[0])}
        data-testid="input-dish-photo"
      />
      <label htmlFor={inputId} className={cn(buttonVariants({ variant: "outline", size: "sm" }), "min-h-11 cursor-pointer", busy && "pointer-events-none opacity-60")}>
        <ImagePlus aria-hidden="true" />
        {upload.isPending ? "Uploading…" : dish.imageUrl ? "Change photo" : "Add photo"}
        <span className="sr-only"> of {dish.name}</span>
      </label>
      {dish.imageUrl ? (
        <Button type="button" variant="ghost" size="sm" className="min-h-11" disabled={busy} onClick={() => remove.mutate(dish.id, { onError: (e) => setError(parseApiError(e).message) })}>
          <Trash2 aria-hidden="true" /> Remove<span className="sr-only"> the photo of {dish.name}</span>
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="basis-full text-sm text-destructive" data-testid="text-photo-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
