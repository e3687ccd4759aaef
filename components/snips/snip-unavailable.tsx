"use client";
// A snip that cannot be shown (unknown, deleted, another brand's; spec 3 §8 "Failed snip load: the selected snip is
// cleared and an error modal shows"): the error modal with "Sorry, this snip is not available at the moment." that
// leads back to the list — said once (P15 item 8: no toast repeating the modal; also when the open snip is deleted
// by its creator meanwhile).
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SNIP_MSG, SNIP_UI } from "@/lib/snips/messages";
import { snipRoutes } from "./snip-routes";

export function SnipUnavailable({ brandId, assortmentId }: { brandId: string; assortmentId: string }) {
  const router = useRouter();
  const back = () => router.push(snipRoutes.list(brandId, assortmentId), { scroll: false });
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
