// Entry of the respondent bundle (scripts/build-survey.ts → public/survey/app-<hash>.js): reads the data the
// server put in the page and hydrates the first view, which the server rendered from the same App
// (components/survey/render-page.tsx).
import { hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { BOOT_ELEMENT_ID, ROOT_ELEMENT_ID, type TLiveBoot } from "@/lib/survey/boot";
import "./survey.css";

const data = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
const root = document.getElementById(ROOT_ELEMENT_ID);
if (data && root) hydrateRoot(root, <App boot={JSON.parse(data) as TLiveBoot} />);
