import { dishPhotoSources, dishImageSrc } from "@/lib/dish-illustration";
import { cn } from "@/lib/utils";

type DishPictureProps = {
  dish: { name: string; category: string; description?: string; imageUrl?: string | null };
  /** The box the picture fills, in CSS pixels: given as width/height so the space is reserved before it loads. */
  width: number;
  height: number;
  /** The `sizes` hint for the photo's variants (the box's width on screen). */
  sizes: string;
  className?: string;
};

/**
 * A dish's uploaded photo (WebP at 160/480/960 px picked by `sizes` and the screen's density, the 480 px JPEG for
 * browsers without WebP), else the drawing of its kind. Lazy, with its box's size given, so nothing moves when it
 * arrives; decorative (`alt=""`): the dish's name is beside it.
 */
export function DishPicture({ dish, width, height, sizes, className }: DishPictureProps) {
  const photo = dishPhotoSources(dish.imageUrl);
  const img = (
    <img
      src={photo?.jpeg ?? dishImageSrc(dish)}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={cn("bg-muted object-cover", className)}
      data-testid={photo ? "img-dish-photo" : undefined}
    />
  );
  if (!photo) return img;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={photo.webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
