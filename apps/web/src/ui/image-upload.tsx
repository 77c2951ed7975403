import { ImageIcon, Trash2, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { uzImageUpload } from "../i18n/ui.ts";
import { Button } from "./button.tsx";

const t = uzImageUpload;

/** The server's own image limits, checked here first so a file it would refuse is never sent. */
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What a save does with the record's image: keep the stored one, remove it, or upload this file. */
export type ImageChoice = "keep" | "remove" | File;

/** Why a chosen file cannot be uploaded, or null when it can. */
export function imageFileProblem(file: Pick<File, "type" | "size">): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return t.wrongType;
  if (file.size > MAX_IMAGE_BYTES) return t.tooLarge;
  return null;
}

/** A blob URL for a chosen file while it is shown, released afterwards. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

type ImageUploadProps = {
  label: string;
  /** The stored image's URL; null when the record has none (or is new). */
  current: string | null;
  value: ImageChoice;
  onChange: (value: ImageChoice) => void;
  /** The server's message for the image field. */
  error?: string;
};

/** An image field: a preview, choose or replace, and remove. */
export function ImageUpload({ label, current, value, onChange, error }: ImageUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const file = value instanceof File ? value : null;
  const fileUrl = useObjectUrl(file);
  const shown = file ? fileUrl : value === "keep" ? current : null;
  const message = problem ?? error;

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!chosen) return;
    const found = imageFileProblem(chosen);
    setProblem(found);
    if (!found) onChange(chosen);
  };

  const remove = () => {
    setProblem(null);
    onChange(current ? "remove" : "keep");
  };

  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <div className="flex items-center gap-4">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-slate-50">
          {shown ? (
            <img src={shown} alt={t.preview} className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-8 text-slate-400" aria-label={t.none} role="img" />
          )}
        </div>
        <div className="flex flex-col items-start gap-2">
          <input
            ref={input}
            type="file"
            accept={IMAGE_TYPES.join(",")}
            aria-label={label}
            className="hidden"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
            <Upload className="size-4" aria-hidden />
            {shown ? t.replace : t.choose}
          </Button>
          {shown && (
            <Button variant="ghost" size="sm" className="text-danger hover:bg-red-50" onClick={remove}>
              <Trash2 className="size-4" aria-hidden />
              {t.remove}
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t.hint}
      </p>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
    </fieldset>
  );
}
