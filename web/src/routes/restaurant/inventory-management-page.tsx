import { InventoryManagement } from "@/features/inventory/components/inventory-management";

/** /inventory-management (signed in; a restaurant's owner or managers): stock, recipes, the 86 and the movement history. */
export function InventoryManagementPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6" data-testid="page-inventory-management">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Inventory Management</h1>
        <p className="text-muted-foreground">Stock levels and supplier orders.</p>
      </header>
      <InventoryManagement />
    </div>
  );
}
