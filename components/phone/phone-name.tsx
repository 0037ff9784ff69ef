"use client";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { MAX_PHONE_NAME } from "@/lib/sessions/schema";
import { keepPresencePhoneName, presencePhoneName } from "../live/presence-phone";
import { checkTypedPhoneName } from "../live/typed-phone-name";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { useViolationText } from "../use-violation-text";

const inputClass =
  "mt-1 block min-h-12 w-full rounded-xl bg-white px-3 text-lg ring-1 ring-stone-300 focus:outline-3 focus:outline-amber-500";

/**
 * "This phone's name": what the game's other phones show while this one enters a round ("Ben's phone is entering
 * round 5", issue 28). Kept in this phone's storage only; checked as the server checks it (trimmed, 1–30 visible
 * characters, no control characters); an empty field forgets it.
 */
export function PhoneName() {
  const t = useTranslations("phone");
  const text = useViolationText();
  const id = useId();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // Read after mount: the server render has no storage.
  useEffect(() => setValue(presencePhoneName() ?? ""), []);

  function save(event: React.FormEvent) {
    event.preventDefault();
    setSaved(null);
    const typed = checkTypedPhoneName(value, text);
    if ("problem" in typed) {
      setError(typed.problem);
      return;
    }
    const { name } = typed;
    if (name === null) {
      const kept = keepPresencePhoneName(null);
      setError(kept ? null : t("nameNotKept"));
      setSaved(kept ? t("nameCleared") : null);
      setValue("");
      return;
    }
    if (!keepPresencePhoneName(name)) {
      setError(t("nameNotKept"));
      return;
    }
    setError(null);
    setValue(name);
    setSaved(t("nameSaved", { name }));
  }

  return (
    <form onSubmit={save} noValidate>
      <p className="text-stone-700">{t("nameHelp")}</p>
      <label htmlFor={`${id}-name`} className="mt-3 block font-semibold">
        {t("nameLabel")}
      </label>
      <input
        id={`${id}-name`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        // A few over the limit, so a pasted name that is too long is refused with a reason, not cut silently.
        maxLength={MAX_PHONE_NAME + 10}
        autoComplete="off"
        className={inputClass}
        aria-describedby={`${id}-error`}
        aria-invalid={error ? true : undefined}
      />
      <FieldError id={`${id}-error`} messages={error ? [error] : []} />
      <Button type="submit" variant="secondary" className="mt-3 w-full">
        {t("nameSave")}
      </Button>
      <p role="status" className="mt-2 text-felt-900 empty:hidden" data-testid="phone-name-saved">
        {saved}
      </p>
    </form>
  );
}
