export { CompleteLegalReviewDialog, type ReviewDraft } from './CompleteLegalReviewDialog';
