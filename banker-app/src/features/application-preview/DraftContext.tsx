import { createContext, useContext, type ReactNode } from 'react';
import type { Message } from '@kisan-credit/shared-api/contract/messages/catalogue';
import type { Option } from '@kisan-credit/shared-api/contract/options';
import { RATE_STEP } from '@kisan-credit/shared-api/contract/limits';
import { SelectField } from '@kisan-credit/shared-ui/components/SelectField';
import { acresText } from '@kisan-credit/shared-ui/components/CreditFileSections';
import { TextField } from '@kisan-credit/shared-ui/components/TextField';
import { formatInr } from '@kisan-credit/shared-ui/format/currency';
import { currentLanguage } from '@kisan-credit/shared-ui/i18n/language';
import { useLanguage } from '@kisan-credit/shared-ui/i18n/useLanguage';
import { text } from '@kisan-credit/shared-ui/i18n/text';
import { numberFromInput, valueAt, type DraftPath } from './previewDraft';

export interface DraftEditing {
  draft: Record<string, unknown>;
  set: (path: DraftPath, value: unknown) => void;
  add: (path: DraftPath, item: unknown) => void;
  remove: (path: DraftPath, index: number) => void;
}

const DraftContext = createContext<DraftEditing | null>(null);

export function DraftProvider({ editing, children }: { editing: DraftEditing; children: ReactNode }) {
  return <DraftContext.Provider value={editing}>{children}</DraftContext.Provider>;
}

export function useDraft(): DraftEditing {
  const editing = useContext(DraftContext);
  if (!editing) throw new Error('useDraft outside DraftProvider');
  return editing;
}

/**
 * How a figure reads under its input: rupees with Indian grouping ('₹1,50,000'), an area with its unit
 * ('2.47 acres', the unit read from the field beside it, e.g. landAreaUnit for landArea).
 */
function figureText(figure: 'money' | 'area', draft: Record<string, unknown>, path: DraftPath, value: unknown) {
  if (value === undefined || value === null || value === '') return undefined;
  if (figure === 'money') return formatInr(value);
  const unitPath = [...path.slice(0, -1), `${String(path[path.length - 1])}Unit`];
  return acresText(value, valueAt(draft, unitPath), currentLanguage());
}

/**
 * One field of the application, edited in place. Numbers use number inputs (rates step 0.01,
 * docs/requirements.md#r5-bank-details), amounts and areas read formatted under them; no other validation is shown here, the
 * server checks the save.
 */
export function DraftInput({
  path,
  label,
  kind = 'text',
  figure,
}: {
  path: DraftPath;
  label: Message;
  kind?: 'text' | 'number' | 'rate' | 'date';
  figure?: 'money' | 'area';
}) {
  const { draft, set } = useDraft();
  const value = valueAt(draft, path);
  const shown = value === undefined || value === null ? '' : String(value);
  if (kind === 'number' || kind === 'rate') {
    return (
      <TextField
        label={text(label)}
        type="number"
        min={0}
        step={kind === 'rate' ? RATE_STEP : 'any'}
        value={shown}
        hint={figure ? figureText(figure, draft, path, value) : undefined}
        onChange={(event) => set(path, numberFromInput(event.target.value))}
      />
    );
  }
  return (
    <TextField
      label={text(label)}
      type={kind === 'date' ? 'date' : 'text'}
      value={shown}
      onChange={(event) => set(path, event.target.value)}
    />
  );
}

/** A field chosen from one of the contract's lists; a stored value not in the list stays choosable. */
export function DraftSelect({ path, label, options }: { path: DraftPath; label: Message; options: readonly Option[] }) {
  const language = useLanguage();
  const { draft, set } = useDraft();
  const value = valueAt(draft, path);
  const shown = typeof value === 'string' ? value : '';
  const known = shown === '' || options.some((option) => option.value === shown);
  return (
    <SelectField
      label={text(label)}
      options={known ? options : [...options, { value: shown, label: shown }]}
      placeholder="—"
      value={shown}
      onChange={(event) => set(path, event.target.value)}
      language={language}
    />
  );
}
