// Where the respondent's session survives a reload: the token in localStorage per study (a preview token and its
// answers in sessionStorage, as a preview records nothing on the server and should not outlive the tab).
// Storage can be unavailable (private modes, blocked cookies): every access is guarded and then simply forgets.
import type { TAnswerState } from "./answers";

const tokenKey = (shortId: string) => `live:${shortId}:token`;
const answersKey = (shortId: string) => `live:${shortId}:answers`;

function store(preview: boolean): Storage | null {
  try {
    return preview ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function read(s: Storage | null, key: string): string | null {
  try {
    return s?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(s: Storage | null, key: string, value: string | null) {
  try {
    if (value === null) s?.removeItem(key);
    else s?.setItem(key, value);
  } catch {
    // Full or blocked storage: the visit goes on, only a reload will not resume.
  }
}

export const loadToken = (shortId: string, preview: boolean): string | null => read(store(preview), tokenKey(shortId));
export const saveToken = (shortId: string, preview: boolean, token: string | null) => write(store(preview), tokenKey(shortId), token);

export function loadPreviewAnswers(shortId: string): TAnswerState | null {
  const raw = read(store(true), answersKey(shortId));
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as TAnswerState;
    return v && typeof v === "object" && v.segments && v.ratings && v.followUps ? v : null;
  } catch {
    return null;
  }
}

export const savePreviewAnswers = (shortId: string, a: TAnswerState | null) => write(store(true), answersKey(shortId), a ? JSON.stringify(a) : null);
