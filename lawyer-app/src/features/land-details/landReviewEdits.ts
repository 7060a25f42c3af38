import type { LandEditorState } from '@kisan-credit/shared-api/contract/application/landEditor';
import type { LawyerDocumentSlot } from '@kisan-credit/shared-api/contract/options';
import { editsToReapply } from '@kisan-credit/shared-ui/forms/editsToReapply';
import type { ReviewDraft } from '../legal-review';

/** The land fields the lawyer changed: each general-information field on its own, the land records as a whole. */
export interface LandEdits {
  landGeneralInfo?: Partial<LandEditorState['landGeneralInfo']>;
  landDetails?: LandEditorState['landDetails'];
}

/**
 * What the lawyer had done on the land screen when a save or the review was refused because someone else
 * saved first: put back on the newer application after Reload.
 */
export interface LandReviewEdits {
  land: LandEdits;
  documents: Partial<Record<LawyerDocumentSlot, string>>;
  review?: ReviewDraft;
}

export function landEditsToReapply(loaded: LandEditorState, edited: LandEditorState): LandEdits {
  const info = editsToReapply(loaded.landGeneralInfo, edited.landGeneralInfo);
  const { landDetails } = editsToReapply(loaded, edited);
  return {
    ...(Object.keys(info).length > 0 ? { landGeneralInfo: info } : {}),
    ...(landDetails ? { landDetails } : {}),
  };
}

export function withLandEdits(state: LandEditorState, edits: LandEdits): LandEditorState {
  return {
    landGeneralInfo: { ...state.landGeneralInfo, ...edits.landGeneralInfo },
    landDetails: edits.landDetails ?? state.landDetails,
  };
}

export const hasEdits = (edits: LandReviewEdits | undefined): boolean =>
  edits !== undefined && (Object.keys(edits.land).length > 0 || Object.keys(edits.documents).length > 0);
