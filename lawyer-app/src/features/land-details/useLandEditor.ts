import { createNextState } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';
import {
  landEditorFromApplication,
  type LandEditorState,
} from '@kisan-credit/shared-api/contract/application/landEditor';
import { hasEdits, landEditsToReapply, withLandEdits, type LandReviewEdits } from './landReviewEdits';

export type FieldErrors = Readonly<Record<string, string>>;

/** Where a field's value and error live: 'landDetails.0.cropDetails.1.area', as the contract's issues name it. */
export const landPath = (land: number, field: string) => `landDetails.${land}.${field}`;
export const cropPath = (land: number, crop: number, field: string) =>
  `landDetails.${land}.cropDetails.${crop}.${field}`;
export const infoPath = (field: string) => `landGeneralInfo.${field}`;

/** A control's id for a path (dots are awkward in selectors). */
export const fieldIdOf = (path: string) => `field-${path.replace(/\./g, '-')}`;

/**
 * The land screen's editable state: the land general information and the land records with their crops,
 * loaded from the application once (a refetch never overwrites what the lawyer is typing), with the
 * lawyer's edits put back after a refused save and a Reload; the errors next to the fields, and whether
 * anything changed since the last save.
 */
export function useLandEditor(application: unknown, reapplied?: LandReviewEdits) {
  const [saved, setSaved] = useState<LandEditorState>(() => landEditorFromApplication(application));
  const [state, setState] = useState<LandEditorState>(() => withLandEdits(saved, reapplied?.land ?? {}));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(() => hasEdits(reapplied));

  /** A change; the field's own error goes once it is edited. Removing rows renumbers them: all errors go. */
  const edit = useCallback((recipe: (draft: LandEditorState) => void, path?: string) => {
    setState((current) => createNextState(current, recipe));
    setDirty(true);
    setErrors((current) => {
      if (path === undefined) return {};
      if (!(path in current)) return current;
      const { [path]: _edited, ...rest } = current;
      return rest;
    });
  }, []);

  const markDirty = useCallback(() => setDirty(true), []);
  const markSaved = useCallback(() => {
    setSaved(state);
    setDirty(false);
  }, [state]);
  /** The fields changed since the last save, to put back on a newer version. */
  const edits = () => landEditsToReapply(saved, state);

  return { state, edit, errors, setErrors, dirty, markDirty, markSaved, edits };
}

export type LandEditor = ReturnType<typeof useLandEditor>;
