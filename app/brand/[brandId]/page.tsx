// /brand/{brandId} → ./home (spec 1 §2).
import { redirect } from "next/navigation";
import { routes } from "@/lib/routes";

export default async function BrandIndex({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  redirect(routes.brandHome(brandId));
}
