// The product-page 404 (spec 1 §2), for a malformed product id under /brand/{brandId}/products.
import { ProductNotFound } from "@/components/products/product-not-found";

export default function ProductsNotFound() {
  return <ProductNotFound />;
}
