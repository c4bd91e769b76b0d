import { Link, useLocation } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { isActiveNavLink, type NavLink } from "./nav-links";

/** A nav link styled as a button; the active route is highlighted and marked aria-current="page". */
export function NavLinkItem({ link, className, onNavigate }: { link: NavLink; className?: string; onNavigate?: () => void }) {
  const [location] = useLocation();
  const active = isActiveNavLink(location, link.href);
  const slug = link.href === "/" ? "home" : link.href.slice(1);
  return (
    <Link
      href={link.href}
      aria-current={active ? "page" : undefined}
      onClick={onNavigate}
      data-testid={`link-nav-${slug}`}
      className={cn(
        buttonVariants({ variant: active ? "secondary" : "ghost", size: "sm" }),
        active && "font-semibold",
        className,
      )}
    >
      {link.label}
    </Link>
  );
}
