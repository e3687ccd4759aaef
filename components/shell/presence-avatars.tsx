"use client";
// Avatars of users on the same brand page, live over graphql-ws (spec 1 §2): at most 5 shown, then "+N".
import { usePathname } from "next/navigation";
import { useState } from "react";
import { MAX_PRESENCE_AVATARS } from "@/lib/constants";
import { graphql, type ResultOf } from "@/lib/graphql";
import { useLiveSubscription } from "./live-client";

const PRESENCE = graphql("subscription Presence($brand_id: String!, $page: String!) { presence(brand_id: $brand_id, page: $page) { _id first_name last_name email } }");
type TPresent = ResultOf<typeof PRESENCE>["presence"][number];

export function PresenceAvatars({ brandId, selfId }: { brandId: string; selfId: string }) {
  const page = usePathname();
  const [users, setUsers] = useState<TPresent[]>([]);

  useLiveSubscription(PRESENCE, { brand_id: brandId, page }, { onData: (d) => setUsers(d.presence) });

  const others = users.filter((u) => u._id !== selfId);
  if (!others.length) return null;
  const shown = others.slice(0, MAX_PRESENCE_AVATARS);
  return (
    <ul aria-label="People on this page" className="flex -space-x-2" data-testid="presence-avatars">
      {shown.map((u) => (
        <li
          key={u._id}
          title={`${u.first_name} ${u.last_name}`.trim() || u.email}
          className="flex h-8 w-8 items-center justify-center rounded-full border-2 border-white bg-presence text-xs font-semibold text-white"
        >
          {initials(u)}
        </li>
      ))}
      {others.length > shown.length && (
        <li className="flex h-8 w-8 items-center justify-center rounded-full border-2 border-white bg-muted text-xs text-white">
          +{others.length - shown.length}
        </li>
      )}
    </ul>
  );
}

function initials(u: TPresent): string {
  const s = `${u.first_name[0] ?? ""}${u.last_name[0] ?? ""}`.toUpperCase();
  return s || (u.email[0] ?? "?").toUpperCase();
}
