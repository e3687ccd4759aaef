"use client";
// "Request help" (spec 2 §7 send help e-mail, §8 help e-mail failure, success toast): a button and a small dialog
// that send a message about this study to support; the toast says "Email has been sent, we'll be in touch soon!"
// or "Something went wrong with the email send, we're sorry! Please contact {support e-mail}". `sendHelpRequest`
// does the same without the dialog (the International step asks for translations of more than 5 countries).
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { fieldInputClass } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { SUPPORT_EMAIL } from "@/lib/constants";
import { BUILDER_MSG } from "@/lib/builder/messages";

export interface THelpEmail {
  subject: string;
  /** HTML (the server keeps simple formatting tags only). */
  html: string;
  /** true: sent as written; otherwise the server puts who, which brand and which study first. */
  simple?: boolean;
}

/** Plain text as the e-mail's HTML: escaped, paragraphs on blank lines, line breaks kept. */
export function textToHtml(text: string): string {
  const esc = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  return esc
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** Posts the help e-mail and toasts the outcome; true when it was sent. */
export async function sendHelpRequest(brandId: string, surveyId: string, mail: THelpEmail): Promise<boolean> {
  try {
    await api<{ sent: boolean }>(`/admin/brand/${brandId}/survey/${surveyId}/send_email`, {
      method: "POST",
      json: { simple: mail.simple ?? false, to: SUPPORT_EMAIL, subject: mail.subject, html: mail.html },
    });
    toast.success(BUILDER_MSG.emailSent);
    return true;
  } catch {
    toast.error(BUILDER_MSG.emailFailed(SUPPORT_EMAIL));
    return false;
  }
}

interface Props {
  brandId: string;
  surveyId: string;
  defaultSubject?: string;
  defaultMessage?: string;
  /** The button's text (default "Request help"). */
  label?: string;
  /** Extra classes for the button (a kit link button). */
  className?: string;
}

export function HelpRequest({ brandId, surveyId, defaultSubject = "", defaultMessage = "", label = BUILDER_MSG.requestHelp, className }: Props) {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState(defaultSubject);
  const [message, setMessage] = useState(defaultMessage);
  const [sending, setSending] = useState(false);
  const id = useId();
  const ready = subject.trim() !== "" && message.trim() !== "" && !sending;

  async function submit() {
    if (!ready) return;
    setSending(true);
    const ok = await sendHelpRequest(brandId, surveyId, { subject: subject.trim(), html: textToHtml(message) });
    setSending(false);
    if (ok) {
      setOpen(false);
      setSubject(defaultSubject);
      setMessage(defaultMessage);
    }
  }

  return (
    <>
      <Button variant="link" className={className} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={BUILDER_MSG.requestHelpTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {BUILDER_MSG.cancel}
            </Button>
            <Button type="submit" form={`${id}-form`} variant="primary" disabled={!ready}>
              {sending ? BUILDER_MSG.requestHelpSending : BUILDER_MSG.requestHelpSend}
            </Button>
          </>
        }
      >
        <form
          id={`${id}-form`}
          className="mt-4 flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div>
            <label htmlFor={`${id}-subject`} className="text-sm font-medium">
              {BUILDER_MSG.requestHelpSubject}
            </label>
            <input id={`${id}-subject`} value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} className={fieldInputClass} />
          </div>
          <div>
            <label htmlFor={`${id}-message`} className="text-sm font-medium">
              {BUILDER_MSG.requestHelpMessage}
            </label>
            <textarea id={`${id}-message`} value={message} rows={6} onChange={(e) => setMessage(e.target.value)} className={fieldInputClass} />
          </div>
        </form>
      </Dialog>
    </>
  );
}
