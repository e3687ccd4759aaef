"use client";
// Add a category: its name and an optional gender; the fields empty once it is added.
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "../controls";
import { SETTINGS_LABELS as L } from "../labels";

export function CategoryAddForm({ busy, onAdd }: { busy: boolean; onAdd: (name: string, gender: string) => Promise<boolean> }) {
  const [name, setName] = useState("");
  const [gender, setGender] = useState("");

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return;
    if (await onAdd(name, gender)) {
      setName("");
      setGender("");
    }
  }

  return (
    <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)}>
      <label className="text-sm font-medium text-ink-soft">
        {L.categoryName}
        <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
      </label>
      <label className="text-sm font-medium text-ink-soft">
        {L.categoryGender}
        <input className={inputClass} value={gender} onChange={(e) => setGender(e.target.value)} maxLength={40} />
      </label>
      <Button type="submit" variant="primary" disabled={busy || !name.trim()}>
        {L.addCategory}
      </Button>
    </form>
  );
}
