// The product-page 404 (spec 1 §2), for a malformed product id or an unknown assortment in an assortment's catalogue.
import { ProductNotFound } from "@/components/products/product-not-found";

export default function AssortmentProductsNotFound() {
  return <ProductNotFound />;
}
