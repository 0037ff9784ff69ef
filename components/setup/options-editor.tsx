"use client";
import { useTranslations } from "next-intl";
import type { OptionField } from "@/lib/games/option-fields";
import type { GameId, Violation } from "@/lib/games/types";
import { FieldError } from "../ui/field-error";
import { Panel } from "../ui/panel";
import { SWITCH_CLASS } from "../ui/switch";
import { messagesFor, useViolationText } from "../use-violation-text";

interface Props {
  game: GameId;
  fields: readonly OptionField[];
  options: Record<string, unknown>;
  violations: Violation[];
  onChange: (options: Record<string, unknown>) => void;
}

/** The variants of the chosen game, generated from its option fields. */
export function OptionsEditor({ game, fields, options, violations, onChange }: Props) {
  const t = useTranslations("setup");
  const to = useTranslations(`${game}.options`);
  const text = useViolationText(game);
  if (fields.length === 0) return null;
  const set = (name: string, value: unknown) => onChange({ ...options, [name]: value });
  const hidden = new Set(
    fields
      .filter((f) => f.kind === "optionalNumber" && options[f.name] !== null && f.replaces)
      .map((f) => (f as { replaces: string }).replaces),
  );

  return (
    <Panel title={t("variants")}>
      <div className="space-y-3">
        {fields
          .filter((field) => !hidden.has(field.name))
          .map((field) => (
            <div key={field.name}>
              <OptionInput
                field={field}
                value={options[field.name]}
                label={to(`${field.name}.label`)}
                help={to(`${field.name}.help`)}
                valueLabel={(choice) =>
                  to.has(`${field.name}.values.${choice}`) ? to(`${field.name}.values.${choice}`) : String(choice)
                }
                onChange={(v) => set(field.name, v)}
              />
              {/* Option problems (the options schema's and the game's set-up checks) name the option itself: "limit". */}
              <FieldError id={`option-${field.name}-error`} messages={messagesFor(violations, field.name, text)} />
            </div>
          ))}
      </div>
    </Panel>
  );
}

function OptionInput({
  field,
  value,
  label,
  help,
  valueLabel = String,
  onChange,
}: {
  field: OptionField;
  value: unknown;
  label: string;
  help: string;
  valueLabel?: (choice: string | number) => string;
  onChange: (value: unknown) => void;
}) {
  const id = `option-${field.name}`;
  if (field.kind === "boolean" || field.kind === "optionalNumber") {
    const on = field.kind === "boolean" ? value === true : value !== null && value !== undefined;
    return (
      <div className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
        <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
          <span>
            <span className="block text-[length:min(1.125rem,6.5vw)] font-semibold">{label}</span>
            <span className="block text-[length:min(0.875rem,5vw)] text-stone-600">{help}</span>
          </span>
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={on}
            aria-checked={on}
            onChange={(event) =>
              onChange(field.kind === "boolean" ? event.target.checked : event.target.checked ? field.suggested : null)
            }
            className={SWITCH_CLASS}
          />
        </label>
        {field.kind === "optionalNumber" && on ? (
          <NumberInput
            id={`${id}-value`}
            label={label}
            value={Number(value)}
            min={field.min}
            max={field.max}
            onChange={onChange}
          />
        ) : null}
      </div>
    );
  }
  if (field.kind === "number") {
    return (
      <div className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
        <label htmlFor={`${id}-value`} className="block text-[length:min(1.125rem,6.5vw)] font-semibold">
          {label}
        </label>
        <span className="block text-[length:min(0.875rem,5vw)] text-stone-600">{help}</span>
        <NumberInput
          id={`${id}-value`}
          label={label}
          value={Number(value)}
          min={field.min}
          max={field.max}
          step={field.step}
          onChange={onChange}
        />
      </div>
    );
  }
  return (
    <fieldset className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <legend className="text-[length:min(1.125rem,6.5vw)] font-semibold">{label}</legend>
      <span className="block text-[length:min(0.875rem,5vw)] text-stone-600">{help}</span>
      <div className="mt-2 flex flex-wrap gap-2">
        {field.values.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={value === choice}
            onClick={() => onChange(choice)}
            className={`min-h-11 rounded-lg px-4 font-semibold ring-1 ${value === choice ? "bg-felt-700 text-white ring-felt-700" : "bg-white ring-stone-300"}`}
          >
            {valueLabel(choice)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function NumberInput({
  id,
  label,
  value,
  min,
  max,
  step = 1,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
}) {
  const t = useTranslations("setup");
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  return (
    <div className="mt-2 flex items-center gap-2">
      <button
        type="button"
        aria-label={t("decrease", { label })}
        onClick={() => onChange(clamp(value - step))}
        className="min-h-12 min-w-12 rounded-lg bg-white text-2xl font-bold ring-1 ring-stone-300"
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={Number.isFinite(value) ? value : ""}
        onChange={(event) => onChange(event.target.value === "" ? Number.NaN : Number(event.target.value))}
        className="tabular min-h-12 w-24 min-w-0 rounded-lg bg-white px-1 text-center text-xl font-bold ring-1 ring-stone-300"
      />
      <button
        type="button"
        aria-label={t("increase", { label })}
        onClick={() => onChange(clamp(value + step))}
        className="min-h-12 min-w-12 rounded-lg bg-white text-2xl font-bold ring-1 ring-stone-300"
      >
        +
      </button>
    </div>
  );
}
