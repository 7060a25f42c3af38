import { createNextState } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';
import { landEditorFromApplication, type LandEditorState } from 'shared-api/contract/application/landEditor';

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
 * loaded from the application once (a refetch never overwrites what the lawyer is typing), the errors
 * next to the fields, and whether anything changed since the last save.
 */
export function useLandEditor(application: unknown) {
  const [state, setState] = useState<LandEditorState>(() => landEditorFromApplication(application));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);

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
  const markSaved = useCallback(() => setDirty(false), []);

  return { state, edit, errors, setErrors, dirty, markDirty, markSaved };
}

export type LandEditor = ReturnType<typeof useLandEditor>;
