"use client";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { deviceFrom } from "@/lib/live/presence-label";
import type { PresenceDevice } from "@/lib/live/presence-map";
import { MAX_PHONE_NAME } from "@/lib/sessions/schema";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field-error";
import { useViolationText } from "../use-violation-text";
import { PHONE_NAMED_EVENT } from "./phone-named-event";
import { keepPresencePhoneName, presencePhoneName } from "./presence-phone";
import { checkTypedPhoneName } from "./typed-phone-name";

/**
 * "This phone: Ben's phone · Change", beside the presence lines (issue 28): where a person sees the other phones by
 * their names, the name this one goes by is one tap away, without a trip to /phone (which keeps its own form). The
 * same check as there (trimmed, 1–30 visible characters); an empty field forgets the name.
 */
export function ThisPhoneLine() {
  const t = useTranslations("live");
  const text = useViolationText();
  const id = useId();
  const [name, setName] = useState<string | null>(null);
  const [device, setDevice] = useState<PresenceDevice>("phone");
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // The field is what a tap on "Change" asked for.
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);
  // Read after mount: the server render has no storage and no User-Agent of its own to go by.
  useEffect(() => {
    setName(presencePhoneName());
    setDevice(deviceFrom(navigator.userAgent));
  }, []);

  function start() {
    setValue(name ?? "");
    setError(null);
    setOpen(true);
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    const typed = checkTypedPhoneName(value, text);
    if ("problem" in typed) {
      setError(typed.problem);
      return;
    }
    const kept = typed.name;
    if (!keepPresencePhoneName(kept)) {
      setError(t("thisPhoneNotKept"));
      return;
    }
    setName(kept);
    setOpen(false);
    window.dispatchEvent(new Event(PHONE_NAMED_EVENT));
  }

  return (
    // Pulled up to the presence lines it belongs to (the pages space their parts 1 rem apart); no separator, which
    // was left dangling at a line's end when the words wrapped (Dutch at 100 %, every language at 200 %).
    <div data-testid="this-phone" className="-mt-2 text-sm text-stone-700">
      <p className="flex flex-wrap items-center gap-x-2">
        <span className="min-w-0 wrap-break-word">
          {name ? t("thisPhone", { name }) : t("thisPhoneUnnamed", { device: t(`presenceDevice.${device}`) })}
        </span>
        <button
          type="button"
          onClick={open ? () => setOpen(false) : start}
          aria-expanded={open}
          aria-controls={`${id}-form`}
          className="-mx-2 min-h-11 rounded-lg px-2 font-semibold text-felt-800 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-amber-500"
        >
          {name ? t("thisPhoneChange") : t("thisPhoneNameIt")}
        </button>
      </p>
      {open ? (
        <form
          id={`${id}-form`}
          onSubmit={save}
          noValidate
          className="mt-1 rounded-xl bg-white p-3 ring-1 ring-stone-200"
        >
          <label htmlFor={`${id}-name`} className="block text-base font-semibold text-stone-900">
            {t("thisPhoneLabel")}
          </label>
          <p id={`${id}-help`} className="text-stone-600">
            {t("thisPhoneHelp")}
          </p>
          <input
            id={`${id}-name`}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            // A few over the limit, so a pasted name that is too long is refused with a reason, not cut silently.
            maxLength={MAX_PHONE_NAME + 10}
            autoComplete="off"
            ref={field}
            className="mt-1 block min-h-12 w-full rounded-xl bg-white px-3 text-lg text-stone-900 ring-1 ring-stone-300 focus:outline-3 focus:outline-amber-500"
            aria-describedby={`${id}-help ${id}-error`}
            aria-invalid={error ? true : undefined}
          />
          <FieldError id={`${id}-error`} messages={error ? [error] : []} />
          <div className="mt-2 flex flex-wrap gap-2">
            <Button type="submit" className="grow">
              {t("thisPhoneSave")}
            </Button>
            <Button variant="secondary" className="grow" onClick={() => setOpen(false)}>
              {t("thisPhoneCancel")}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
