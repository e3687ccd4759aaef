"use client";
// TanStack Query for the product screens only (the rest of the app has no client cache yet).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

export function ProductsQueryProvider({ children }: { children: ReactNode }) {
  // One client per mounted page tree; created lazily so a server render never shares it between requests.
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
