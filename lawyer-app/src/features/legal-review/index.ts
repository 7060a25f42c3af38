export { CompleteLegalReviewDialog } from './CompleteLegalReviewDialog';
