import { MenuDemo } from "@/features/demos/menu/menu-demo";

/** /menu-demo: a sample digital menu (client-only sample data; nothing is sent). */
export function MenuDemoPage() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6" data-testid="page-menu-demo">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Menu Demo</h1>
        <p className="text-muted-foreground">A sample digital menu.</p>
      </header>
      <MenuDemo />
    </div>
  );
}
