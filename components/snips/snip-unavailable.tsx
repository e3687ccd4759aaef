"use client";
// A snip that cannot be shown (unknown, deleted, another brand's; spec 3 §8): the toast "Sorry, this snip is not
// available at the moment.", no snip selected, and an error modal that leads back to the list.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { SNIP_MSG, SNIP_UI } from "@/lib/snips/messages";
import { snipRoutes } from "./snip-routes";

export function SnipUnavailable({ brandId, assortmentId }: { brandId: string; assortmentId: string }) {
  const router = useRouter();
  const back = () => router.push(snipRoutes.list(brandId, assortmentId), { scroll: false });
  useEffect(() => {
    toast.error(SNIP_MSG.notAvailable, { id: "snip-not-available" });
  }, []);
  return (
    <Dialog
      open
      alert
      onOpenChange={(open) => !open && back()}
      size="sm"
      title={SNIP_UI.errorTitle}
      description={SNIP_MSG.notAvailable}
      testId="snip-unavailable"
      footer={
        <Button variant="primary" onClick={back} autoFocus>
          {SNIP_UI.errorOk}
        </Button>
      }
    />
  );
}
