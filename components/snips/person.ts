// How a snip's creator or a comment's author is named: their name, else their e-mail, else "Unknown" (a deleted account).
import { SNIP_UI } from "@/lib/snips/messages";
import type { TSnipPerson } from "@/lib/snips/wire";

export const personName = (p: TSnipPerson | null): string => (p ? `${p.first_name} ${p.last_name}`.trim() || p.email : SNIP_UI.unknownPerson);
